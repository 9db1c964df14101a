import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkRouteDetailTests {
    /// Stops 1 km apart going north from the origin.
    private let stops = (0..<4).map { Build.stop(Build.kmbStopID($0 + 1), at: Build.north(Double($0) * 1_000)) }

    private func ids(_ positions: [Int]) -> [String] { positions.map { stops[$0].id } }

    @Test("a circular route lists its first stop again at the end and expands the first visit")
    func circularRoute() throws {
        let network = Build.network(stops, [Build.route("KMB:11:O:1", ids([0, 1, 2, 0]))])

        let detail = try network.routeDetail(Build.routeKey("KMB:11:O:1"), near: Build.north(30))

        #expect(detail.stops.map(\.id) == ids([0, 1, 2, 0]))
        #expect(detail.nearestStopIndex == 0)
        #expect(abs((detail.nearestStopDistance ?? 0) - 30) < 0.001)
        #expect(detail.oppositeDirection == nil)
    }

    @Test("a stop visited twice appears at both positions; the nearest is its first")
    func repeatedStop() throws {
        let network = Build.network(stops, [Build.route("KMB:12:O:1", ids([0, 1, 2, 1, 3]))])

        let detail = try network.routeDetail(Build.routeKey("KMB:12:O:1"), near: Build.north(1_100))

        #expect(detail.stops.map(\.id) == ids([0, 1, 2, 1, 3]))
        #expect(detail.nearestStopIndex == 1)
    }

    @Test("the nearest stop counts within 1 km only")
    func nearestStopWithinOneKilometre() throws {
        let network = Build.network(stops, [Build.route("KMB:13:O:1", ids([0, 1]))])
        let key = Build.routeKey("KMB:13:O:1")

        let inside = try network.routeDetail(key, near: Build.north(-999))
        let outside = try network.routeDetail(key, near: Build.north(-1_001))
        let nowhere = try network.routeDetail(key)

        #expect(inside.nearestStopIndex == 0)
        #expect(outside.nearestStopIndex == nil && outside.nearestStopDistance == nil)
        #expect(nowhere.nearestStopIndex == nil)
    }

    @Test("the detail names the opposite direction and the other service types")
    func relatedVariants() throws {
        let network = Build.network(
            stops,
            [
                Build.route("KMB:1:O:1", ids([0, 1, 2])), Build.route("KMB:1:O:2", ids([0, 1]), to: "Short"),
                Build.route("KMB:1:I:1", ids([2, 1, 0])), Build.route("CTB:1:O:1", []),
            ])

        let outbound = try network.routeDetail(Build.routeKey("KMB:1:O:2"))
        let inbound = try network.routeDetail(Build.routeKey("KMB:1:I:1"))

        #expect(outbound.oppositeDirection == Build.routeKey("KMB:1:I:1"))
        #expect(outbound.otherServiceTypes.map(\.key) == [Build.routeKey("KMB:1:O:1")])
        #expect(inbound.oppositeDirection == Build.routeKey("KMB:1:O:1"))
        #expect(inbound.otherServiceTypes.isEmpty && inbound.jointRoute == nil)
    }

    @Test("a stop id without a record appears as a placeholder in its position")
    func missingStopIsPlaceholder() throws {
        let network = Build.network(stops, [Build.route("KMB:14:O:1", [stops[0].id, "FFFFFFFFFFFFFFFF"])])

        let detail = try network.routeDetail(Build.routeKey("KMB:14:O:1"), near: Build.origin)

        #expect(detail.stops.map(\.isPlaceholder) == [false, true])
        #expect(detail.stops.last?.id == "FFFFFFFFFFFFFFFF")
    }

    @Test("an unknown route or a bad location is an error")
    func errors() {
        let network = Build.network(stops, [Build.route("KMB:1:O:1", ids([0]))])
        let unknown = Build.routeKey("KMB:2:O:1")

        #expect(throws: QueryError.unknownRoute(unknown)) { try network.routeDetail(unknown) }
        let error = #expect(throws: QueryError.self) {
            try network.routeDetail(Build.routeKey("KMB:1:O:1"), near: Coordinate(latitude: 22.3, longitude: 200))
        }
        #expect(error?.field == "longitude")
    }
}
