import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Testing

/// `StopSearchJSON` and `StopDetailJSON` (and so `StopJSON`) written as the `stops` contract and the API say.
struct StopJSONWritingTests {
    @Test(arguments: ["Stop", "stop 0000", "站Stop", TestNetwork.busyStop, TestNetwork.terminus, "nowhere"])
    func stopSearchesAreWrittenToTheContract(_ query: String) throws {
        for network in [TestNetwork.transit, TestNetwork.jointTransit] {
            try expectContract(StopSearchJSON(query: query, matches: network.searchStops(query), in: network))
        }
    }

    @Test func everyStopDetailIsWrittenToTheContract() throws {
        let network = TestNetwork.transit
        for stop in network.network.stops {
            try expectContract(StopDetailJSON(stop: stop, visits: network.visits(atStop: stop.id)))
        }
    }

    @Test func hostileStopAnswersAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 51)
        let network = TestNetwork.transit
        let search = StopSearchJSON(query: "Stop", matches: try network.searchStops("Stop"), in: network)
        let busy = try #require(network.stop(TestNetwork.busyStop))
        let detail = StopDetailJSON(stop: busy, visits: TestNetwork.visits(at: busy.id))
        for _ in 0..<200 {
            var scrambledSearch = search
            scrambledSearch.query = HostileValues.string(using: &generator)
            scrambledSearch.stops = search.stops.map { match in
                var match = match
                match.stop = generator.scramble(match.stop)
                match.match = HostileValues.string(using: &generator)
                match.routes = generator.maybe(match.routes) ?? []
                return match
            }
            try expectContract(scrambledSearch)

            var scrambledDetail = detail
            scrambledDetail.stop = generator.scramble(detail.stop)
            scrambledDetail.routes = detail.routes.map { route in
                var route = route
                route.variant = generator.scramble(route.variant)
                route.seq = generator.integer()
                return route
            }
            try expectContract(scrambledDetail)
        }
    }
}
