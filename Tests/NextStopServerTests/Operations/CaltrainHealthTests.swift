import Foundation
import HummingbirdTesting
import Testing

/// A Caltrain timetable missing, or near or past its end, turns `/healthz` degraded, saying so.
@Suite struct CaltrainHealthTests {
    private struct Health: Decodable {
        var status: String
        var reasons: [String]
    }

    @Test func aTimetableInForceKeepsTheServerHealthy() async throws {
        try await ServerHarness().test { client in
            let health = try await client.get("/healthz").decode(Health.self)

            #expect(!health.reasons.contains { $0.hasPrefix("Caltrain") })
        }
    }

    @Test func noTimetableDegradesTheServer() async throws {
        try await ServerHarness(caltrain: nil).test { client in
            let health = try await client.get("/healthz").decode(Health.self)

            #expect(health.status == "degraded")
            #expect(health.reasons == ["Caltrain: no timetable loaded, so the Caltrain API answers 503"])
        }
    }

    @Test(arguments: [(20_270_125, "expires"), (20_270_301, "expired")])
    func aTimetableNearOrPastItsEndDegradesTheServer(day: Int, word: String) async throws {
        // given the harness's timetable (in force until 2027-01-31) and a clock moved to `day`, Pacific noon
        let harness = try ServerHarness()
        let date = try #require(
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "America/Los_Angeles"),
                year: day / 10_000, month: day / 100 % 100, day: day % 100, hour: 12
            ).date)
        harness.clock.set(date)

        try await harness.test { client in
            let health = try await client.get("/healthz").decode(Health.self)

            #expect(health.status == "degraded")
            #expect(health.reasons.contains { $0.hasPrefix("Caltrain timetable:") && $0.contains(word) })
        }
    }
}
