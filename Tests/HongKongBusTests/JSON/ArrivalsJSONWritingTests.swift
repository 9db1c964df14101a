import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Testing

/// `ArrivalsJSON` written as the `eta` contract says, for real and hostile departures.
struct ArrivalsJSONWritingTests {
    /// A stop's fixture, its route filter and the arrivals the service made of them.
    private func arrivals(
        at stopID: String, route: String? = nil, kmb fixture: String? = nil, citybus fixtures: [String: String] = [:]
    ) async throws -> ArrivalsJSON {
        let harness = ArrivalsHarness()
        if let fixture { harness.kmb(stopID, try .fixture(fixture)) }
        for (route, fixture) in fixtures { harness.citybus(stopID, route, try .fixture(fixture)) }
        let stop = try #require(TestNetwork.transit.stop(stopID))
        return ArrivalsJSON(stop: stop, arrivals: try await harness.service.arrivals(atStop: stopID, route: route))
    }

    @Test(arguments: [
        "kmb/stop-eta-busy.json", "kmb/stop-eta-empty.json", "kmb/stop-eta-final-bus-departed.json",
        "kmb/stop-eta-suspended.json",
    ])
    func aKMBStopsArrivalsAreWrittenToTheContract(_ fixture: String) async throws {
        let answer = try await arrivals(at: TestNetwork.busyStop, kmb: fixture)
        try expectContract(answer)
        let oneRoute = try await arrivals(at: TestNetwork.busyStop, route: "234A", kmb: fixture)
        #expect(oneRoute.route == "234A")
        try expectContract(oneRoute)
    }

    @Test func aCitybusStopsArrivalsAreWrittenToTheContract() async throws {
        let answer = try await arrivals(
            at: TestNetwork.terminus, citybus: ["11": "citybus/eta-11.json", "1": "citybus/eta-1.json"])
        #expect(!answer.arrivals.isEmpty)
        try expectContract(answer)
    }

    @Test func arrivalsWithAFailedRouteAreWrittenToTheContract() async throws {
        let answer = try await arrivals(at: TestNetwork.terminus, citybus: ["11": "citybus/eta-11.json"])
        #expect(!answer.unavailable.isEmpty)
        try expectContract(answer)
    }

    @Test func hostileArrivalsAreWrittenToTheContract() async throws {
        var generator = SeededGenerator(seed: 31)
        let real = try await arrivals(at: TestNetwork.busyStop, kmb: "kmb/stop-eta-busy.json")
        for _ in 0..<300 {
            var answer = real
            answer.stop = generator.scramble(answer.stop)
            answer.route = generator.maybe(HostileValues.string(using: &generator))
            answer.fetchedAt = HostileValues.date(using: &generator)
            answer.stale = Bool.random(using: &generator)
            answer.ageS = generator.integer()
            answer.unavailable = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                HostileValues.string(using: &generator)
            }
            answer.arrivals = generator.arrivals(most: 6)
            try expectContract(answer)
        }
    }
}
