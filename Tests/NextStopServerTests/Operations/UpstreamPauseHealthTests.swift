import Foundation
import HummingbirdTesting
import NextStopTestSupport
import Providers
import Testing

/// An upstream whose 429 asked for a pause the budget could not wait out: `/healthz` and `/metrics` say so while the
/// pause lasts, and forget it once it has passed.
@Suite struct UpstreamPauseHealthTests {
    @Test func aPausedUpstreamDegradesHealthAndShowsInTheMetrics() async throws {
        let clock = ManualTimeSource()
        let pauses = RetryAfterMemory(timeSource: clock)
        pauses.remember(120, for: try #require(KMBEndpoint.defaultBaseURL.host))

        try await ServerHarness(pauses: pauses).test { client in
            let health = try await client.get("/healthz").decode(HealthBody.self)
            let metrics = try await client.get("/metrics").text

            #expect(health.status == "degraded")
            #expect(health.reasons == ["KMB paused: it asked for no calls for another 120 s"])
            #expect(health.upstreams.first { $0.name == "KMB" }?.state == "paused")
            #expect(health.upstreams.first { $0.name == "KMB" }?.pausedForS == 120)
            #expect(metrics.contains(#"nextstop_upstream_paused_seconds{upstream="KMB"} 120.0"#))
        }
    }

    @Test func aPauseThatHasPassedLeavesHealthOK() async throws {
        let clock = ManualTimeSource()
        let pauses = RetryAfterMemory(timeSource: clock)
        pauses.remember(120, for: try #require(KMBEndpoint.defaultBaseURL.host))
        clock.advance(by: 121)

        try await ServerHarness(pauses: pauses).test { client in
            let health = try await client.get("/healthz").decode(HealthBody.self)

            #expect(health.status == "ok")
            #expect(health.upstreams.allSatisfy { $0.pausedForS == nil })
        }
    }
}
