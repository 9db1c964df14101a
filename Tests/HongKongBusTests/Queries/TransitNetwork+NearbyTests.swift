import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkNearbyTests {
    /// KMB stops `metres` north of the origin, numbered in order.
    private func stops(north distances: [Double]) -> [Stop] {
        distances.enumerated().map { Build.stop(Build.kmbStopID($0 + 1), at: Build.north($1)) }
    }

    private func ids(_ result: NearbyResult) -> [String] { result.stops.map(\.stop.id) }

    /// A stop 5 km north, where routes that should be boarded near the origin go on to: a route is never boarded at
    /// its last stop.
    private let far = Build.stop(Build.kmbStopID(99), at: Build.north(5_000))

    @Test("stops come nearest first with their distances, at most the limit")
    func stopsNearestFirst() throws {
        let network = Build.network(stops(north: [700, 100, -400, 250]), [])

        let result = try network.nearby(Build.origin, limit: 3)

        #expect(ids(result) == [Build.kmbStopID(2), Build.kmbStopID(4), Build.kmbStopID(3)])
        #expect(zip(result.stops.map(\.distance), [100.0, 250, 400]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(result.radius == 1_000)
    }

    @Test("a stop at 999 m keeps the search within 1 km")
    func stopJustInsideOneKilometre() throws {
        let network = Build.network(stops(north: [999, 2_999]), [])

        let result = try network.nearby(Build.origin)

        #expect(result.radius == NearbyResult.defaultRadius)
        #expect(ids(result) == [Build.kmbStopID(1)])
    }

    @Test("with nothing within 1 km the search falls back to 3 km")
    func fallsBackToThreeKilometres() throws {
        let network = Build.network(stops(north: [1_001, 2_999, 3_001]), [])

        let result = try network.nearby(Build.origin)

        #expect(result.radius == NearbyResult.fallbackRadius)
        #expect(ids(result) == [Build.kmbStopID(1), Build.kmbStopID(2)])
    }

    @Test("with nothing within 3 km either the result is empty")
    func nothingWithinThreeKilometres() throws {
        let result = try Build.network(stops(north: [3_001]), []).nearby(Build.origin)

        #expect(result.stops.isEmpty && result.routes.isEmpty)
        #expect(result.radius == NearbyResult.fallbackRadius)
    }

    @Test("a radius given is kept even when it finds nothing")
    func explicitRadiusDoesNotFallBack() throws {
        let result = try Build.network(stops(north: [600]), []).nearby(Build.origin, radius: 500)

        #expect(result.stops.isEmpty && result.radius == 500)
    }

    @Test("stops sharing a coordinate pair are one entry, led by the lowest id")
    func sameSpotStopsAreGrouped() throws {
        let spot = Build.north(50)
        let network = Build.network(
            [Build.stop(Build.kmbStopID(9), at: spot), Build.stop(Build.kmbStopID(3), at: spot)]
                + stops(north: [80]), [])

        let result = try network.nearby(Build.origin)

        #expect(ids(result) == [Build.kmbStopID(3), Build.kmbStopID(1)])
        #expect(result.stops.first?.sameSpotStopIDs == [Build.kmbStopID(9)])
        #expect(result.stops.first?.stopIDs == [Build.kmbStopID(3), Build.kmbStopID(9)])
    }

    @Test("each route direction appears once, at its nearest stop, nearest first")
    func routesOncePerDirection() throws {
        let stops = stops(north: [300, 100, 200])
        let ids = stops.map(\.id)
        let network = Build.network(
            stops + [far],
            [
                Build.route("KMB:1:O:1", ids + [far.id], to: "Star Ferry"), Build.route("KMB:1:I:1", [ids[0], far.id]),
                Build.route("KMB:2:O:1", [ids[2], ids[0]]),
            ])

        let routes = try network.nearby(Build.origin).routes

        #expect(routes.map(\.key.description) == ["KMB:1:O:1", "KMB:2:O:1", "KMB:1:I:1"])
        #expect(routes.map(\.stop.id) == [ids[1], ids[2], ids[0]])
        #expect(routes.map(\.position) == [1, 0, 0])
        #expect(routes.first?.destination.en == "Star Ferry")
        #expect(abs((routes.first?.distance ?? 0) - 100) < 0.001)
    }

    @Test("a direction shows at its nearest stop, under the lowest service type calling there")
    func regularServicePreferred() throws {
        let stops = stops(north: [100, 200])
        let network = Build.network(
            stops + [far],
            [
                Build.route("KMB:1:O:2", [stops[0].id, stops[1].id, far.id]), Build.route("KMB:1:O:1", [stops[1].id, far.id]),
                Build.route("KMB:3:O:3", [stops[1].id, far.id]), Build.route("KMB:3:O:1", [stops[1].id, far.id]),
            ])

        let routes = try network.nearby(Build.origin).routes

        #expect(routes.map(\.key.description) == ["KMB:1:O:2", "KMB:3:O:1"])
    }

    @Test("the limit applies to routes too")
    func routeLimit() throws {
        let stop = Build.stop(Build.kmbStopID(1), at: Build.north(10))
        let network = Build.network([stop, far], (1...5).map { Build.route("KMB:\($0):O:1", [stop.id, far.id]) })

        let routes = try network.nearby(Build.origin, limit: 2).routes

        #expect(routes.map(\.key.route) == ["1", "2"])
    }

    @Test("placeholders and stops with bad coordinates are never found")
    func placeholdersAreNotIndexed() throws {
        let broken = Build.stop(Build.kmbStopID(2), at: Coordinate(latitude: 91, longitude: 114.17))
        let network = Build.network(
            [
                Stop.placeholder(id: Build.kmbStopID(1), company: .kmb), broken,
                Build.stop(Build.kmbStopID(3), at: Build.north(5)),
            ],
            [Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(2)])])

        let result = try network.nearby(Build.origin)

        #expect(ids(result) == [Build.kmbStopID(3)])
        #expect(result.routes.isEmpty)
    }

    @Test(
        "bad coordinates, radii and limits are errors naming their field",
        arguments: [
            (Coordinate(latitude: .nan, longitude: 114), nil, 50, "latitude"),
            (Coordinate(latitude: 91, longitude: 114), nil, 50, "latitude"),
            (Coordinate(latitude: 22.3, longitude: .infinity), nil, 50, "longitude"),
            (Coordinate(latitude: 22.3, longitude: -180.5), nil, 50, "longitude"),
            (Build.origin, 0, 50, "radius"), (Build.origin, -5, 50, "radius"), (Build.origin, .nan, 50, "radius"),
            (Build.origin, 50_001, 50, "radius"), (Build.origin, nil, 0, "limit"),
        ] as [(Coordinate, Double?, Int, String)])
    func invalidInput(location: Coordinate, radius: Double?, limit: Int, field: String) {
        let network = Build.network(stops(north: [100]), [])

        let error = #expect(throws: QueryError.self) { try network.nearby(location, radius: radius, limit: limit) }

        #expect(error?.field == field)
        #expect(error?.description.hasPrefix(field) == true)
    }

    @Test("the grid finds exactly what a scan of every stop finds")
    func matchesLinearScan() throws {
        var generator = SeededGenerator(seed: 7)
        let stops = (1...600).map { index in
            Build.stop(
                Build.kmbStopID(index), 22.28 + Double(generator.next() % 4_000) / 100_000,
                114.15 + Double(generator.next() % 4_000) / 100_000)
        }
        let network = Build.network(stops, [])
        for _ in 0..<40 {
            let location = Coordinate(
                latitude: 22.28 + Double(generator.next() % 4_000) / 100_000,
                longitude: 114.15 + Double(generator.next() % 4_000) / 100_000)
            let radius = Double(200 + generator.next() % 2_000)

            let found = try network.nearby(location, radius: radius, limit: 1_000)

            let scanned = stops.map { ($0.id, location.distance(to: $0.coordinate)) }.filter { $0.1 <= radius }
                .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            #expect(found.stops.flatMap(\.stopIDs) == scanned.map(\.0))
        }
    }
}
