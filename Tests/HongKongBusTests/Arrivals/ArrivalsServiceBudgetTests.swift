import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Testing

/// An answer never waits on an upstream past `answerBudget`: it falls back, and the upstream call goes on.
struct ArrivalsServiceBudgetTests {
    private let busy = TestNetwork.busyStop
    private let terminus = TestNetwork.terminus

    /// Starts a request for `stopID` and waits until its upstream call is held and its budget is running.
    private func startHeld(_ harness: ArrivalsHarness, _ stopID: String, held: Int) async -> Task<StopArrivals, any Error> {
        let request = Task { try await harness.service.arrivals(atStop: stopID) }
        await waitUntil { harness.transport.heldCount() == held && harness.clock.sleeperCount == 1 }
        return request
    }

    @Test func anUpstreamThatDoesNotAnswerInTimeGivesTheLastGoodAnswerStaleOnceTheBudgetIsSpent() async throws {
        // given a good answer 40 s ago, and an upstream that now holds the call
        let harness = ArrivalsHarness(holding: true)
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        let first = Task { try await harness.service.arrivals(atStop: busy) }
        await waitUntil { harness.transport.heldCount() == 1 }
        harness.transport.releaseNext()
        _ = try await first.value
        harness.clock.advance(by: 40)
        let waiting = await startHeld(harness, busy, held: 1)

        // when the budget is spent
        harness.clock.advance(by: LiveAnswerSettings().answerBudget)

        // then the last good answer comes back, stale, naming the operator that did not answer
        let stale = try await waiting.value
        #expect(stale.isStale && stale.age == 44.5)
        #expect(stale.arrivals.count == 11)
        #expect(stale.notAnswering == [OperatorOutage(company: .kmb, since: hongKongTime("21:02:44").addingTimeInterval(0.5))])
    }

    @Test func theRefreshOutlivesTheCallerWhoGaveUpAndServesTheNextOne() async throws {
        // given a caller that gave up on a held call with nothing to fall back on
        let harness = ArrivalsHarness(holding: true)
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        let waiting = await startHeld(harness, busy, held: 1)
        harness.clock.advance(by: LiveAnswerSettings().answerBudget)
        await #expect(throws: ArrivalsError.self) { try await waiting.value }

        // when the upstream answers afterwards
        harness.transport.releaseNext()
        await waitUntil { (try? await harness.service.arrivals(atStop: busy))?.isStale == false }

        // then that one call, answered after the budget, filled the cache: no second call was made
        #expect(harness.kmbCalls(busy) == 1)
        let fresh = try await harness.service.arrivals(atStop: busy)
        #expect(fresh.notAnswering.isEmpty && !fresh.arrivals.isEmpty)
        #expect(fresh.fetchedAt == hongKongTime("21:02:04").addingTimeInterval(0.5))
    }

    @Test func withNothingToFallBackOnTheAnswerSaysWhichOperatorIsNotAnsweringAndSinceWhen() async throws {
        let harness = ArrivalsHarness(holding: true)
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        let waiting = await startHeld(harness, busy, held: 1)

        harness.clock.advance(by: LiveAnswerSettings().answerBudget)

        let outage = OperatorOutage(company: .kmb, since: hongKongTime("21:02:04").addingTimeInterval(0.5))
        await #expect(throws: ArrivalsError.notAnswering([outage])) { try await waiting.value }
        #expect(outage.message == "KMB is not answering now (since 21:02)")
    }

    @Test func inABatchOnlyTheOperatorThatDidNotAnswerIsNamed() async throws {
        // given KMB answering and Citybus holding its call
        let harness = ArrivalsHarness(holding: true)
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        let requests = [ArrivalRequest(stopID: busy), ArrivalRequest(stopID: terminus, route: "11")]
        let batch = Task { await harness.service.arrivals(for: requests) }
        await waitUntil { harness.transport.heldCount() == 2 && harness.clock.sleeperCount == 2 }
        harness.transport.releaseNext(host: ArrivalsHarness.kmbHost)
        await waitUntil { harness.clock.sleeperCount == 1 }

        // when the budget is spent
        harness.clock.advance(by: LiveAnswerSettings().answerBudget)
        let results = await batch.value

        // then KMB's stop is answered and Citybus's says Citybus is not answering
        let kmb = try #require(try results[requests[0]]?.get())
        #expect(!kmb.isStale && !kmb.arrivals.isEmpty && kmb.notAnswering.isEmpty)
        let outage = OperatorOutage(company: .ctb, since: hongKongTime("21:02:04").addingTimeInterval(0.5))
        #expect(throws: ArrivalsError.notAnswering([outage])) { try results[requests[1]]?.get() }
    }
}
