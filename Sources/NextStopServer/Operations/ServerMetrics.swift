import Foundation
import NextStopCore
import Prometheus

/// The server's Prometheus metrics: requests and their latencies, errors, rate-limited requests, upstream attempts,
/// background polls, and each system's own counters. Each server has its own registry, so tests never share counters.
public final class ServerMetrics: PollObserver, Sendable {
    private let registry = PrometheusCollectorRegistry()
    /// When each poll last succeeded, turned into an age when metrics are scraped.
    private let lastPollSuccess = LockedValue<[String: Date]>([:])
    private static let latencyBuckets: [Duration] = [
        .microseconds(100), .microseconds(500), .milliseconds(1), .milliseconds(5), .milliseconds(10),
        .milliseconds(50), .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(5),
    ]

    public init() {}

    /// A system's counter `nextstop_{metric}_total`, one per value of its one label, made at once: for counters
    /// counted many times an answer, where asking the registry would hash the labels each time.
    func counters(_ metric: String, help: String, label: String, values: [String]) -> [String: Counter] {
        let descriptor = Self.name(metric, "total", help)
        return Dictionary(
            uniqueKeysWithValues: values.map { value in
                (value, registry.makeCounter(descriptor: descriptor, labels: [(label, value)]))
            })
    }

    /// One answered request: `route` is the matched route pattern (never the raw path, so ids do not explode labels).
    func recordRequest(route: String, method: String, status: Int, seconds: Double) {
        let labels = [("route", route), ("method", method), ("status", String(status))]
        registry.makeCounter(descriptor: Self.requests, labels: labels).increment()
        registry.makeDurationHistogram(
            descriptor: Self.requestDuration, labels: [("route", route), ("method", method)], buckets: Self.latencyBuckets
        ).record(.nanoseconds(Int64(seconds * 1e9)))
        if status >= 500 {
            registry.makeCounter(descriptor: Self.errors, labels: labels).increment()
        }
    }

    /// One request refused by the per-client rate limit.
    func recordRateLimited() {
        registry.makeCounter(descriptor: Self.rateLimited, labels: []).increment()
    }

    /// One attempt at an upstream: `outcome` is its status code, or `error` when none came back.
    func recordUpstreamAttempt(upstream: String, outcome: String, seconds: Double) {
        registry.makeCounter(descriptor: Self.upstreamRequests, labels: [("upstream", upstream), ("outcome", outcome)])
            .increment()
        registry.makeDurationHistogram(
            descriptor: Self.upstreamDuration, labels: [("upstream", upstream)], buckets: Self.latencyBuckets
        ).record(.nanoseconds(Int64(seconds * 1e9)))
    }

    /// One refused attempt to link a device: `reason` is `wrong_code`, `wrong_secret`, `client_locked` or
    /// `server_capped`.
    func recordFailedLinkAttempt(reason: String) {
        registry.makeCounter(descriptor: Self.failedLinkAttempts, labels: [("reason", reason)]).increment()
    }

    /// Sets the age of the dataset being served, read when metrics are scraped.
    func recordDatasetAge(seconds: Double) {
        registry.makeGauge(descriptor: Self.datasetAge).set(seconds)
    }

    /// Sets an upstream's health figures, read when metrics are scraped: the share of the last five minutes' attempts
    /// that failed or were malformed (none set before any attempt) and the seconds since its last good answer.
    func recordUpstreamHealth(upstream: String, failureShare: Double?, lastGoodAge: Double?, pausedFor: Double?) {
        let labels = [("upstream", upstream)]
        registry.makeGauge(descriptor: Self.upstreamPaused, labels: labels).set(pausedFor ?? 0)
        if let failureShare { registry.makeGauge(descriptor: Self.upstreamFailureShare, labels: labels).set(failureShare) }
        if let lastGoodAge { registry.makeGauge(descriptor: Self.upstreamLastGoodAge, labels: labels).set(lastGoodAge) }
    }

    public func pollSucceeded(_ poll: String, at: Date) {
        registry.makeCounter(descriptor: Self.polls, labels: [("poll", poll), ("outcome", "success")]).increment()
        lastPollSuccess.withLock { $0[poll] = at }
    }

    public func pollFailed(_ poll: String, kind: String) {
        registry.makeCounter(descriptor: Self.polls, labels: [("poll", poll), ("outcome", kind)]).increment()
    }

    /// Sets each poll's seconds since its last success, read when metrics are scraped (none before a first success).
    func recordPollAges(at now: Date) {
        for (poll, at) in lastPollSuccess.value {
            registry.makeGauge(descriptor: Self.pollLastSuccessAge, labels: [("poll", poll)])
                .set(now.timeIntervalSince(at))
        }
    }

    /// Every metric in the Prometheus text exposition format.
    func exposition() -> [UInt8] { registry.emitToBuffer() }

    // The descriptor type is not Sendable, so each is built on use rather than stored.
    private static func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "nextstop", metricName: metric, unitName: unit, helpText: help)
    }

    private static var requests: MetricNameDescriptor {
        name("http_requests", "total", "HTTP requests answered, by route, method and status.")
    }
    private static var requestDuration: MetricNameDescriptor {
        name("http_request_duration", "seconds", "Time to answer HTTP requests, by route and method.")
    }
    private static var errors: MetricNameDescriptor {
        name("http_errors", "total", "HTTP requests answered with a server error.")
    }
    private static var rateLimited: MetricNameDescriptor {
        name("http_rate_limited", "total", "HTTP requests refused by the rate limit.")
    }
    private static var failedLinkAttempts: MetricNameDescriptor {
        name("link_attempts_failed", "total", "Refused attempts to link a device, by reason.")
    }
    private static var upstreamRequests: MetricNameDescriptor {
        name("upstream_requests", "total", "Attempts at an upstream API, by upstream and status (or error).")
    }
    private static var upstreamDuration: MetricNameDescriptor {
        name("upstream_request_duration", "seconds", "Time an upstream API took per attempt.")
    }
    private static var upstreamFailureShare: MetricNameDescriptor {
        name(
            "upstream_failure_share", "ratio",
            "Share of an upstream's attempts in the last 5 minutes that failed or were malformed.")
    }
    private static var upstreamLastGoodAge: MetricNameDescriptor {
        name("upstream_last_good_age", "seconds", "Seconds since an upstream's last good answer.")
    }
    private static var upstreamPaused: MetricNameDescriptor {
        name("upstream_paused", "seconds", "Seconds left of a Retry-After pause of an upstream; 0 when not paused.")
    }
    private static var polls: MetricNameDescriptor {
        name("polls", "total", "Background polls by poll and outcome: success, or the kind of failure.")
    }
    private static var pollLastSuccessAge: MetricNameDescriptor {
        name("poll_last_success_age", "seconds", "Seconds since a background poll last succeeded.")
    }
    private static var datasetAge: MetricNameDescriptor {
        name("dataset_age", "seconds", "Age of the network dataset being served.")
    }
}
