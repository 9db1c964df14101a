import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// `RouteSearchJSON` and `RouteDetailJSON` (and so `RouteJSON`) written as the `routes` and `route` contracts say.
struct RouteJSONWritingTests {
    private static let networks = [TestNetwork.transit, TestNetwork.jointTransit]

    @Test(arguments: ["", "1", "2", "23", "234A", "X", "9"])
    func routeSearchesAreWrittenToTheContract(_ prefix: String) throws {
        for network in Self.networks {
            try expectContract(RouteSearchJSON(network.routes(matching: prefix)))
        }
    }

    @Test func everyRouteDetailIsWrittenToTheContract() throws {
        let near = Coordinate(latitude: 22.285, longitude: 114.15)
        for network in Self.networks {
            for variant in network.network.routes {
                try expectContract(RouteDetailJSON(network.routeDetail(variant.key)))
                try expectContract(RouteDetailJSON(network.routeDetail(variant.key, near: near)))
            }
        }
    }

    @Test func aRouteWithAnUndescribedStopIsWrittenToTheContract() throws {
        // given a route through a stop no record describes, which answers show without coordinates
        let route = Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(2)])
        let network = TransitNetwork(BusNetwork(stops: [Build.stop(Build.kmbStopID(1))], routes: [route]))

        let detail = RouteDetailJSON(try network.routeDetail(route.key))

        #expect(detail.stops.last?.stop.placeholder == true && detail.stops.last?.stop.lat == nil)
        try expectContract(detail)
    }

    @Test func hostileRouteAnswersAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 41)
        let search = RouteSearchJSON(TestNetwork.transit.routes(matching: ""))
        let detail = RouteDetailJSON(try TestNetwork.transit.routeDetail(Build.routeKey("KMB:234A:O:1")))
        for _ in 0..<200 {
            try expectContract(scramble(search, using: &generator))
            try expectContract(scramble(detail, using: &generator))
        }
    }

    private func scramble(_ search: RouteSearchJSON, using generator: inout SeededGenerator) -> RouteSearchJSON {
        var search = search
        search.prefix = HostileValues.string(using: &generator)
        search.nextKeys = search.nextKeys.map { _ in HostileValues.string(using: &generator) }
        search.routes = search.routes.map { group in
            var group = group
            group.route = HostileValues.string(using: &generator)
            group.joint = Bool.random(using: &generator)
            group.directions = group.directions.map { direction in
                var direction = direction
                direction.variant = generator.scramble(direction.variant)
                direction.specialDepartures = direction.specialDepartures.map { generator.scramble($0) }
                direction.jointRoute = generator.maybe(HostileValues.string(using: &generator))
                return direction
            }
            return group
        }
        return search
    }

    private func scramble(_ detail: RouteDetailJSON, using generator: inout SeededGenerator) -> RouteDetailJSON {
        var detail = detail
        detail.variant = generator.scramble(detail.variant)
        detail.circular = Bool.random(using: &generator)
        detail.stops = detail.stops.map { stop in
            var stop = stop
            stop.seq = generator.integer()
            stop.stop = generator.scramble(stop.stop)
            return stop
        }
        detail.oppositeDirection = generator.maybe(HostileValues.string(using: &generator))
        detail.otherServiceTypes = generator.maybe([generator.scramble(detail.variant)]) ?? []
        detail.jointRoute = generator.maybe(HostileValues.string(using: &generator))
        detail.nearestSeq = generator.maybe(generator.integer())
        detail.nearestDistanceM = generator.maybe(generator.integer())
        return detail
    }
}
