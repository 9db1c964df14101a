import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// `TripPlanJSON` written as the `trip` contract says: ends as places or stops, with and without arrivals, for real
/// and hostile plans.
struct TripPlanJSONWritingTests {
    /// A failed upstream whose message is hostile text.
    private struct UpstreamTrouble: Error, CustomStringConvertible {
        var description: String
    }

    /// Plans of the joint network: stop to stop, place to place, and a place outside the network.
    private func plans() throws -> [TripPlan] {
        let network = TestNetwork.jointTransit
        return [
            try network.trips(from: .stop(Build.kmbStopID(0x2200)), to: .stop(Build.kmbStopID(0x2202))),
            try network.trips(from: .stopGroup(Build.kmbStopID(0x2200)), to: .stopGroup(Build.kmbStopID(0x2202))),
            try network.trips(
                from: .place(Coordinate(latitude: 22.2801, longitude: 114.1502)),
                to: .place(Coordinate(latitude: 22.2899, longitude: 114.1498))),
            try network.trips(
                from: .place(Coordinate(latitude: 22.2801, longitude: 114.1502)),
                to: .place(Coordinate(latitude: 22.6, longitude: 114.4))),
        ]
    }

    @Test func plansOfTheJointNetworkAreWrittenToTheContract() throws {
        let answers = try plans().map { TripPlanJSON($0, in: TestNetwork.jointTransit) }
        #expect(answers.contains { !$0.options.isEmpty })
        #expect(answers.contains { $0.from.stop != nil } && answers.contains { $0.from.lat != nil })
        for answer in answers {
            try expectContract(answer)
        }
    }

    @Test func plansWithArrivalsAndTheirErrorsAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 31)
        for plan in try plans() {
            for _ in 0..<10 {
                var answer = TripPlanJSON(plan, in: TestNetwork.jointTransit)
                var arrivals: [ArrivalRequest: Result<StopArrivals, any Error>] = [:]
                for request in TripPlanJSON.arrivalRequests(for: plan) {
                    arrivals[request] =
                        Bool.random(using: &generator)
                        ? .failure(UpstreamTrouble(description: HostileValues.string(using: &generator)))
                        : .success(StopArrivals(request: request, arrivals: [], fetchedAt: .now, isStale: false, age: 0))
                }
                answer.attach(arrivals)
                #expect(answer.options.allSatisfy { $0.legs[0].arrivals != nil || $0.legs[0].arrivalsError != nil })
                try expectContract(answer)
            }
        }
    }

    @Test func hostilePlansAreWrittenToTheContract() throws {
        var generator = SeededGenerator(seed: 32)
        for plan in try plans() {
            for _ in 0..<30 {
                var answer = TripPlanJSON(plan, in: TestNetwork.jointTransit)
                answer.walkRadiusM = generator.integer()
                answer.from.stop = answer.from.stop.map { generator.scramble($0) }
                answer.to.lat = generator.maybe(HostileValues.number(using: &generator))
                answer.options = answer.options.map { option in
                    var option = option
                    option.estimatedMinutes = generator.integer()
                    option.legs = option.legs.map { leg in
                        var leg = leg
                        leg.variant = generator.scramble(leg.variant)
                        leg.board.stop = generator.scramble(leg.board.stop)
                        leg.jointRoute = generator.maybe(HostileValues.string(using: &generator))
                        leg.arrivalsError = generator.maybe(HostileValues.string(using: &generator))
                        leg.arrivals = generator.maybe(generator.arrivals(most: 3))
                        return leg
                    }
                    return option
                }
                try expectContract(answer)
            }
        }
    }
}
