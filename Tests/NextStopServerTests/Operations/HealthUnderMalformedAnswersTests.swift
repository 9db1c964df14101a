import Foundation
import HummingbirdTesting
import Testing

/// Answers that arrive with a 200 but cannot be read count against an upstream's health like failures.
@Suite struct HealthUnderMalformedAnswersTests {
    private struct Health: Decodable {
        struct Upstream: Decodable {
            var name: String
            var state: String
            var attempts: Int
            var failureShare: Double?
            var lastGoodAge: Int?

            enum CodingKeys: String, CodingKey {
                case name, state
                case attempts = "attempts_5m"
                case failureShare = "failure_share_5m"
                case lastGoodAge = "last_good_age_s"
            }
        }

        var status: String
        var reasons: [String]
        var upstreams: [Upstream]

        var kmb: Upstream? { upstreams.first { $0.name == "KMB" } }
    }

    private static let arrivals = "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals"

    /// Scripts `rounds` of two malformed KMB answers and a good one, then asks for arrivals six times, 40 s apart.
    private static func askThrough(
        twoMalformedPerGood rounds: Int, _ harness: ServerHarness, _ client: any TestClientProtocol
    ) async throws {
        for _ in 0..<rounds {
            harness.scriptKMBMalformed(at: ServerHarness.kmbStop)
            harness.scriptKMBMalformed(at: ServerHarness.kmbStop)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 5)
        }
        for _ in 0..<6 {
            _ = try await client.get(Self.arrivals)
            harness.clock.advance(by: 40)
        }
    }

    @Test func everyAnswerMalformedIsDegradedWithTheShareAndTheLastGoodAnswersAge() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given one good answer, then a malformed one every minute, until the good one is five minutes old
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 5)
            for _ in 0..<4 { harness.scriptKMBMalformed(at: ServerHarness.kmbStop) }
            for _ in 0..<5 {
                _ = try await client.get(Self.arrivals)
                harness.clock.advance(by: 60)
            }
            // when
            let health = try await client.get("/healthz").decode(Health.self)
            let metrics = try await client.get("/metrics").text
            // then every attempt of the last five minutes was malformed, and the good answer is that old
            #expect(health.status == "degraded")
            #expect(health.kmb?.state == "failing")
            #expect(health.kmb?.attempts == 4)
            #expect(health.kmb?.failureShare == 1)
            #expect(health.kmb?.lastGoodAge == 300)
            #expect(metrics.contains(#"nextstop_upstream_failure_share_ratio{upstream="KMB"} 1.0"#))
            #expect(metrics.contains(#"nextstop_upstream_last_good_age_seconds{upstream="KMB"} 300.0"#))
            #expect(metrics.contains(#"nextstop_upstream_requests_total{upstream="KMB",outcome="malformed"} 4"#))
        }
    }

    @Test func mostAnswersBadButNeverThreeInARowIsDegradedByTheShare() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given two malformed answers for every good one
            try await Self.askThrough(twoMalformedPerGood: 2, harness, client)
            // when
            let health = try await client.get("/healthz").decode(Health.self)
            // then
            #expect(health.status == "degraded")
            #expect(health.reasons == ["KMB failing: 67 % of attempts in the last 5 minutes failed or were malformed"])
        }
    }

    @Test func badAnswersOlderThanFiveMinutesNoLongerCount() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given five malformed answers with good ones between, then six quiet minutes
            try await Self.askThrough(twoMalformedPerGood: 3, harness, client)
            harness.clock.advance(by: 360)
            // when
            let health = try await client.get("/healthz").decode(Health.self)
            // then
            #expect(health.status == "ok")
            #expect(health.kmb?.attempts == 0)
            #expect(health.kmb?.failureShare == nil)
        }
    }
}
