import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBus

/// Coalescing and bounded fan-out, with upstreams that hold every request until the test lets it go.
struct ArrivalsServiceFetchingTests {
    @Test func oneHundredConcurrentIdenticalRequestsMakeOneUpstreamCall() async throws {
        // given a held upstream and no cache to hide behind
        let harness = ArrivalsHarness(settings: LiveAnswerSettings(cacheTTL: 0), holding: true)
        let stop = TestNetwork.busyStop
        harness.kmb(stop, try .fixture("kmb/stop-eta-busy.json"))

        // when 100 requests for the stop are all waiting at once
        let answers = try await withThrowingTaskGroup(of: StopArrivals.self) { group in
            for _ in 0..<100 {
                group.addTask { try await harness.service.arrivals(atStop: stop) }
            }
            await waitUntil { await harness.service.answers.waiterCount(for: ArrivalCall(company: .kmb, stopID: stop)) == 100 }
            harness.transport.releaseAll()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then exactly one call reached KMB and all 100 got its answer
        #expect(harness.kmbCalls(stop) == 1)
        #expect(answers.count == 100)
        #expect(Set(answers.map(\.arrivals)).count == 1)
    }

    @Test func callsToEachUpstreamNeverExceedTheLimit() async throws {
        // given 12 KMB stops and 6 Citybus stop-route pairs, at most 3 calls per upstream
        let limit = 3
        let harness = ArrivalsHarness(holding: true, maxConcurrentCalls: limit)
        let kmbStops = (10...14).map(TestNetwork.kmb) + (20...26).map(TestNetwork.kmb)
        let citybusStops = (200...205).map(TestNetwork.ctb)
        for stop in kmbStops { harness.kmb(stop, try .fixture("kmb/stop-eta-empty.json")) }
        for stop in citybusStops { harness.citybus(stop, "11", try .fixture("citybus/eta-empty.json")) }
        let requests = (kmbStops + citybusStops).map { ArrivalRequest(stopID: $0) }

        // when they are asked for together and the upstreams answer one call at a time
        let batch = Task { await harness.service.arrivals(for: requests) }
        var waiting = [ArrivalsHarness.kmbHost: kmbStops.count, ArrivalsHarness.citybusHost: citybusStops.count]
        while waiting.values.contains(where: { $0 > 0 }) {
            await waitUntil {
                waiting.allSatisfy { host, count in harness.transport.heldCount(host: host) == min(limit, count) }
            }
            for (host, count) in waiting where count > 0 {
                harness.transport.releaseNext(host: host)
                waiting[host] = count - 1
            }
        }
        let results = await batch.value

        // then each upstream had the limit in flight and never more, and every call was made
        #expect(harness.transport.mostInFlight(host: ArrivalsHarness.kmbHost) == limit)
        #expect(harness.transport.mostInFlight(host: ArrivalsHarness.citybusHost) == limit)
        #expect(harness.totalCalls == 18)
        #expect(results.values.allSatisfy { (try? $0.get()) != nil })
    }
}
