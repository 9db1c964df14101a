import Bikes
import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import Testing

/// `/metrics` counts every background poll (Caltrain's real-time, alerts, weather and events; London's docks) by
/// outcome and gives each poll's seconds since its last success.
@Suite struct PollMetricsTests {
    @Test func failedAndGoodCaltrainPollsAreCountedWithTheLastSuccessAge() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T15:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try upstream.harness()
        let feed = try #require(harness.dependencies.caltrainLive)
        // given one good round, then 511 failing while the weather keeps answering
        await feed.refreshIfDue()
        upstream.failing511 = 503
        clock.advance(by: 900)
        harness.clock.advance(by: 900)
        await feed.refreshIfDue()
        harness.clock.advance(by: 60)
        try await harness.test { client in
            let text = try await client.get("/metrics").text
            for line in [
                #"nextstop_polls_total{poll="realtime",outcome="success"} 1"#,
                #"nextstop_polls_total{poll="realtime",outcome="server"} 1"#,
                #"nextstop_polls_total{poll="alerts",outcome="success"} 1"#,
                #"nextstop_polls_total{poll="alerts",outcome="server"} 1"#,
                #"nextstop_polls_total{poll="weather",outcome="success"} 2"#,
                #"nextstop_poll_last_success_age_seconds{poll="realtime"} 960"#,
                #"nextstop_poll_last_success_age_seconds{poll="weather"} 60"#,
            ] {
                #expect(text.contains(line), "missing: \(line)")
            }
        }
    }

    @Test func theBikesPollerCountsEachFailureByKind() async throws {
        let harness = try ServerHarness()
        let clock = harness.clock
        let results = LockedValue<[Result<DockList, UpstreamError>]>([
            .success(BikesHarness.moving), .failure(.timeout), .failure(.rateLimited(retryAfter: 60)),
        ])
        let poller = DockPoller(
            fetch: { try results.withLock { $0.removeFirst() }.get() }, feed: DockFeed(), archive: nil,
            timeSource: clock, observer: harness.metrics)
        for _ in 0..<3 {
            await poller.pollOnce()
            clock.advance(by: 30)
        }
        try await harness.test { client in
            let text = try await client.get("/metrics").text
            for line in [
                #"nextstop_polls_total{poll="bikes",outcome="success"} 1"#,
                #"nextstop_polls_total{poll="bikes",outcome="timeout"} 1"#,
                #"nextstop_polls_total{poll="bikes",outcome="rate_limited"} 1"#,
                #"nextstop_poll_last_success_age_seconds{poll="bikes"} 90"#,
            ] {
                #expect(text.contains(line), "missing: \(line)")
            }
        }
    }
}
