import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// `NearbyJSON` written as the `nearby` contract says, with and without arrivals, for real and hostile rows.
struct NearbyJSONWritingTests {
    /// A failed upstream whose message is hostile text.
    private struct UpstreamTrouble: Error, CustomStringConvertible {
        var description: String
    }

    private static let places: [(network: TransitNetwork, location: Coordinate)] = [
        (TestNetwork.transit, Coordinate(latitude: 22.2, longitude: 113.9)),
        (TestNetwork.transit, Coordinate(latitude: 22.212345, longitude: 113.95)),
        (TestNetwork.transit, Coordinate(latitude: 22.3, longitude: 114.2)),
        (TestNetwork.jointTransit, Coordinate(latitude: 22.285, longitude: 114.15)),
    ]

    private func answers() throws -> [(answer: NearbyJSON, result: NearbyResult)] {
        try Self.places.map { place in
            let result = try place.network.nearby(place.location)
            return (NearbyJSON(result, in: place.network), result)
        }
    }

    @Test func answersOfTheTestNetworksAreWrittenToTheContract() throws {
        let answers = try answers()
        #expect(answers.contains { !$0.answer.routes.isEmpty && $0.answer.routes.contains { $0.jointRoute != nil } })
        for (answer, _) in answers {
            try expectContract(answer)
        }
    }

    @Test func answersWithTheRoutesAtEachStopAreWrittenToTheContract() throws {
        for (place, (answer, result)) in zip(Self.places, try answers()) {
            var withRoutes = answer
            withRoutes.attachServingRoutes(from: result, in: place.network)
            #expect(withRoutes.stops.allSatisfy { $0.routes != nil })
            try expectContract(withRoutes)
        }
    }

    @Test func aStopsRoutesIncludeThoseOfTheStopsOnItsSpotOnceEach() throws {
        let spot = Build.north(50)
        let (first, second) = (Build.kmbStopID(3), Build.kmbStopID(9))
        let network = Build.network(
            [Build.stop(first, at: spot), Build.stop(second, at: spot)],
            [
                Build.route("KMB:1:O:1", [first, second]), Build.route("KMB:1:I:1", [second, first]),
                Build.route("KMB:2:O:1", [second, first]),
            ])
        let result = try network.nearby(Build.origin)
        var answer = NearbyJSON(result, in: network)

        answer.attachServingRoutes(from: result, in: network)

        #expect(answer.stops.map(\.id) == [first])
        #expect(answer.stops.first?.routes?.map(\.route) == ["1", "2"])
    }

    @Test func answersWithArrivalsAndTheirErrorsAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 21)
        for (answer, result) in try answers() {
            for _ in 0..<20 {
                var withArrivals = answer
                withArrivals.attach(arrivals(for: result, using: &generator), from: result)
                #expect(withArrivals.routes.allSatisfy { $0.arrivals != nil || $0.arrivalsError != nil })
                try expectContract(withArrivals)
            }
        }
    }

    @Test func hostileAnswersAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 22)
        for (answer, _) in try answers() {
            for _ in 0..<50 {
                try expectContract(scramble(answer, using: &generator))
            }
        }
    }

    /// For each route row, arrivals with random departures of its own variant, or a failure.
    private func arrivals(
        for result: NearbyResult, using generator: inout SeededGenerator
    ) -> [ArrivalRequest: Result<StopArrivals, any Error>] {
        let fetchedAt = HostileValues.date(using: &generator)
        var arrivals: [ArrivalRequest: Result<StopArrivals, any Error>] = [:]
        for route in result.routes {
            let request = ArrivalRequest(stopID: route.stop.id, route: route.key.route)
            guard Int.random(in: 0..<4, using: &generator) > 0 else {
                arrivals[request] = .failure(UpstreamTrouble(description: HostileValues.string(using: &generator)))
                continue
            }
            let due = (0..<Int.random(in: 0...4, using: &generator)).map { sequence in
                Arrival(
                    key: route.key, stopID: route.stop.id, destination: route.destination,
                    remark: HostileValues.text(using: &generator), eta: generator.maybe(HostileValues.date(using: &generator)),
                    minutes: generator.maybe(generator.integer()), isScheduled: Bool.random(using: &generator),
                    etaSequence: sequence + 1, upstreamTimestamp: nil, fetchedAt: fetchedAt)
            }
            arrivals[request] = .success(
                StopArrivals(
                    request: request, arrivals: due, fetchedAt: fetchedAt, isStale: Bool.random(using: &generator),
                    age: Double.random(in: 0...90, using: &generator)))
        }
        return arrivals
    }

    private func scramble(_ answer: NearbyJSON, using generator: inout SeededGenerator) -> NearbyJSON {
        var answer = answer
        answer.lat = HostileValues.number(using: &generator)
        answer.lon = HostileValues.number(using: &generator)
        answer.radiusM = generator.integer()
        answer.stops = answer.stops.map { row in
            var row = row
            let stop = generator.scramble(StopJSON(Build.stop(row.id)))
            (row.id, row.code, row.name, row.lat, row.lon) = (stop.id, stop.code, stop.name, stop.lat, stop.lon)
            row.distanceM = generator.integer()
            row.sameSpot = (0..<Int.random(in: 0...3, using: &generator)).map { _ in HostileValues.string(using: &generator) }
            return row
        }
        answer.routes = answer.routes.map { row in
            var row = row
            row.variant = PreEncoded(generator.scramble(row.variant.value))
            row.stop = PreEncoded(generator.scramble(row.stop.value))
            row.seq = generator.integer()
            row.jointRoute = generator.maybe(HostileValues.string(using: &generator))
            row.arrivalsError = generator.maybe(HostileValues.string(using: &generator))
            row.arrivals = generator.maybe(generator.arrivals(most: 3))
            return row
        }
        return answer
    }
}
