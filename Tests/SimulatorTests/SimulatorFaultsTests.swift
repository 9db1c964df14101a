import Foundation
import NextStopCore
import Testing

@testable import Simulator

/// Fault injection, over loopback HTTP where the client's view matters.
@Suite struct SimulatorFaultsTests {
    let network = TestNetworks.tiny

    private func options(_ faults: SimulatorFaults) -> SimulatorOptions { SimulatorOptions(faults: faults) }

    @Test func everyDistinctRequestIsRateLimitedOnce() async throws {
        let faults = SimulatorFaults(rateLimitFirstAttempt: true, retryAfter: "7")
        try await SimulatorHarness.with(options: options(faults)) { simulator in
            // When asking for one path twice and another once
            let first = try await simulator.kmb("route")
            let second = try await simulator.kmb("route")
            let other = try await simulator.kmb("stop")

            // Then each first attempt is a 429 with Retry-After, and the retry succeeds
            #expect(first.status == 429)
            #expect(first.header("Retry-After") == "7")
            #expect(UpstreamError.classify(first) == .rateLimited(retryAfter: 7))
            #expect(second.status == 200)
            #expect(other.status == 429)
            #expect(simulator.running.counter.count(status: 429) == 2)
        }
    }

    @Test func specialCitybusRoutesCanAlwaysBeForbidden() async throws {
        let faults = SimulatorFaults(specialRouteAccess: .forbidden)
        try await SimulatorHarness.with(options: options(faults)) { simulator in
            // Given a special and an ordinary route
            let special = try #require(network.citybusRoutes.first { $0.isSpecial && !$0.outboundStopIDs.isEmpty })
            let ordinary = try #require(network.citybusRoutes.first { !$0.isSpecial && !$0.outboundStopIDs.isEmpty })

            // When asking for their stops and arrivals, twice
            for _ in 1...2 {
                // Then the special route is refused, the ordinary one answered
                #expect(try await simulator.citybus("route-stop/CTB/\(special.route)/outbound").status == 403)
                let stop = special.outboundStopIDs[0]
                #expect(try await simulator.citybus("eta/CTB/\(stop)/\(special.route)").status == 403)
                #expect(try await simulator.citybus("route-stop/CTB/\(ordinary.route)/outbound").status == 200)
            }
            // And the route list still names the special route
            #expect(try await simulator.citybus("route/CTB").status == 200)
        }
    }

    @Test func specialCitybusRoutesCanBeForbiddenForTheFirstTries() async throws {
        let faults = SimulatorFaults(specialRouteAccess: .forbiddenForFirst(2))
        try await SimulatorHarness.with(options: options(faults)) { simulator in
            // Given a special route
            let special = try #require(network.citybusRoutes.first { $0.isSpecial && !$0.outboundStopIDs.isEmpty })
            let path = "route-stop/CTB/\(special.route)/outbound"

            // When asking three times
            var statuses: [Int] = []
            for _ in 1...3 { statuses.append(try await simulator.citybus(path).status) }

            // Then two refusals come before the stops
            #expect(statuses == [403, 403, 200])
        }
    }

    @Test func serverErrorsAndRateLimitsAtFullRate() async throws {
        let faults = SimulatorFaults(serverErrorRate: 1)
        try await SimulatorHarness.with(options: options(faults)) { simulator in
            // When every request fails
            let response = try await simulator.kmb("route")

            // Then it is a 5xx
            #expect([500, 502, 503].contains(response.status))
            simulator.server.updateOptions { $0.faults = SimulatorFaults(rateLimitRate: 1, retryAfter: "3") }
            #expect(try await simulator.kmb("route").header("Retry-After") == "3")
        }
    }

    @Test func malformedBodiesAreCutShort() async throws {
        try await SimulatorHarness.with(options: options(SimulatorFaults(malformedRate: 1))) { simulator in
            // When every answer is malformed
            let response = try await simulator.kmb("route")

            // Then it is a 200 whose body is not JSON
            #expect(response.status == 200)
            #expect(!response.body.isEmpty)
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
        }
    }

    @Test func addedLatencyStillAnswers() async throws {
        try await SimulatorHarness.with(options: options(SimulatorFaults(latencyMilliseconds: 20))) { simulator in
            let response = try await simulator.kmb("route")
            #expect(response.status == 200)
        }
    }

    @Test func aTrickledAnswerComesWholeAtItsRate() async throws {
        let rate = 1_000
        try await SimulatorHarness.with(options: options(SimulatorFaults(trickleBytesPerSecond: rate))) { simulator in
            let started = ContinuousClock.now
            let response = try await simulator.kmb("route")
            let took = ContinuousClock.now - started

            // Then the whole body comes, no faster than the rate lets it (a second between parts)
            #expect(response.status == 200)
            #expect(response.body.count > 2 * rate)
            #expect(took >= .seconds(response.body.count / rate))
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: response.body) }
        }
    }

    @Test func randomFaultsHitTheirShareAndRepeatForTheSameSeed() {
        // Given 30 % server errors and 20 % rate limits
        let faults = SimulatorFaults(seed: 3, serverErrorRate: 0.3, rateLimitRate: 0.2, malformedRate: 0.1)
        let targets = (0..<2_000).map { "/v1/transport/kmb/stop-eta/\($0)" }

        // When deciding each request's first attempt, twice
        let statuses = firstAttemptStatuses(faults, targets)

        // Then about the asked shares fail (429 first, then 5xx of what is left), the same way each time
        #expect(statuses == firstAttemptStatuses(faults, targets))
        #expect((300...500).contains(statuses.filter { $0 == 429 }.count))
        #expect((400...560).contains(statuses.filter { $0 >= 500 }.count))
        #expect((120...280).contains(targets.filter { faults.truncates(target: $0, attempt: 1) }.count))
        let reseeded = SimulatorFaults(seed: 4, serverErrorRate: 0.3, rateLimitRate: 0.2)
        #expect(firstAttemptStatuses(reseeded, targets) != statuses)
    }

    @Test func retriesOfARandomlyFailedRequestDrawAgain() {
        // Given half of requests failing
        let faults = SimulatorFaults(seed: 8, serverErrorRate: 0.5)

        // When a request is tried up to 20 times
        let attempts = (1...20).map {
            faults.failure(target: "/v1/transport/kmb/route", attempt: $0, restricted: false)
        }

        // Then some attempts fail and some succeed
        #expect(attempts.contains { $0 == nil })
        #expect(attempts.contains { $0 != nil })
    }

    /// The status each target's first attempt gets, 200 when no fault applies.
    private func firstAttemptStatuses(_ faults: SimulatorFaults, _ targets: [String]) -> [Int] {
        targets.map { faults.failure(target: $0, attempt: 1, restricted: false)?.status ?? 200 }
    }
}
