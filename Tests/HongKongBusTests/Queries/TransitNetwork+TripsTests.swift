import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// From A to B: a line of stops due north of the origin, a kilometre apart, and routes along it.
struct TransitNetworkTripsTests {
    /// KMB stop `number` lies `number` km north of the origin; Citybus stop `number` 30 m east of it (the same spot
    /// for changing would need the same coordinates, so `sameSpot` puts a Citybus stop exactly there).
    private static func kmb(_ number: Int) -> Stop {
        Build.stop(Build.kmbStopID(number), at: Build.north(Double(number) * 1_000))
    }
    private static func ctb(_ number: Int, sameSpotAs kmbNumber: Int? = nil) -> Stop {
        let place = Build.north(Double(kmbNumber ?? number) * 1_000)
        return Build.stop(Build.citybusStopID(number), at: kmbNumber == nil ? Build.east(of: place, 30) : place)
    }

    private static func ids(_ numbers: [Int]) -> [String] { numbers.map(Build.kmbStopID) }

    /// Walking distance from stop `number` to a place `metres` north of it.
    private static func near(_ number: Int, _ metres: Double = 120) -> TripEnd {
        .place(Build.north(Double(number) * 1_000 + metres))
    }

    private let network = Build.network(
        (1...8).map(kmb) + [ctb(1, sameSpotAs: 4), ctb(2), ctb(3)],
        [
            Build.route("KMB:1:O:1", ids([1, 2, 3, 4])),
            Build.route("KMB:1:I:1", ids([4, 3, 2, 1])),
            Build.route("KMB:1:O:2", ids([1, 3, 4])),
            Build.route("KMB:2:O:1", ids([5, 2, 6])),
            Build.route("CTB:9:O:1", [Build.citybusStopID(1), Build.citybusStopID(2), Build.kmbStopID(7)]),
        ])

    @Test func aDirectRouteIsRiddenFromTheStopNearAToTheStopNearB() throws {
        let plan = try network.trips(from: Self.near(1), to: Self.near(3, -200))

        let option = try #require(plan.options.first)
        #expect(option.legs.count == 1)
        #expect(option.legs[0].route == Build.routeKey("KMB:1:O:2"))
        #expect(option.legs[0].board.id == Build.kmbStopID(1))
        #expect(option.legs[0].alight.id == Build.kmbStopID(3))
        #expect(option.legs[0].rideStops == 1)
        #expect(abs(option.walkToBoard - 120) < 0.01 && abs(option.walkFromAlight - 200) < 0.01)
        #expect(plan.walkRadius == 500)
        #expect(!plan.outsideNetwork)
    }

    @Test func eachRouteDirectionIsOfferedOnceAndTheDirectionMustLeadToB() throws {
        let outbound = try network.trips(from: Self.near(2), to: Self.near(4))
        let inbound = try network.trips(from: Self.near(4), to: Self.near(2))

        // The regular service and its special departure run the same number and direction: the quicker one shows.
        #expect(outbound.options.map { $0.legs.map(\.route.description) } == [["KMB:1:O:1"]])
        // Citybus 9 also runs from the stop at stop 4's spot to the one beside stop 2, one stop instead of two.
        #expect(inbound.options.map { $0.legs.map(\.route.description) } == [["CTB:9:O:1"], ["KMB:1:I:1"]])
    }

    @Test func aRouteThatReachesBBeforeAIsNotOffered() throws {
        // Route 2 calls at 5, then 2, then 6: from 6 to 5 it would have to run backwards.
        let plan = try network.trips(from: Self.near(6), to: Self.near(5))

        #expect(plan.options.allSatisfy { $0.legs.allSatisfy { $0.route != Build.routeKey("KMB:2:O:1") } })
    }

    @Test func withoutADirectRouteOneChangeAtTheSameSpotIsFound() throws {
        // From stop 3 to stop 7: KMB 1 to stop 4, then Citybus 9 from the stop at the same spot to stop 7.
        let plan = try network.trips(from: .stop(Build.kmbStopID(3)), to: Self.near(7))

        let option = try #require(plan.options.first)
        #expect(option.legs.map(\.route.description) == ["KMB:1:O:1", "CTB:9:O:1"])
        #expect(option.legs[0].alight.id == Build.kmbStopID(4))
        #expect(option.legs[1].board.id == Build.citybusStopID(1))
        #expect(option.legs[1].alight.id == Build.kmbStopID(7))
        #expect(option.walkToBoard == 0)
    }

    @Test func placesFarFromEveryStopAreOutsideTheNetwork() throws {
        let london = Coordinate(latitude: 51.5072, longitude: -0.1276)

        let plan = try network.trips(from: .place(london), to: Self.near(2))

        #expect(plan.outsideNetwork)
        #expect(plan.options.isEmpty)
        #expect(plan.walkRadius == TransitNetwork.tripWalkRadii.last)
    }

    @Test func badEndsAreQueryErrors() {
        #expect(throws: QueryError.unknownStop("NOPE")) { try network.trips(from: .stop("NOPE"), to: Self.near(2)) }
        #expect(throws: QueryError.invalidLatitude(.infinity)) {
            try network.trips(from: Self.near(1), to: .place(Coordinate(latitude: .infinity, longitude: 114)))
        }
        #expect(throws: QueryError.invalidLimit(0)) { try network.trips(from: Self.near(1), to: Self.near(3), limit: 0) }
    }
}
