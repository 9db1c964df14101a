import Foundation
import NextStopCore

/// `GET /healthz`: `ok` or `degraded` (still answering, but from a stale dataset or with an upstream failing).
struct HealthJSON: JSONWritable {
    struct DatasetJSON: JSONWritable {
        var version: String
        var generatedAt: Date
        var ageS: Int

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("age_s", ageS)
                object.member("generated_at", generatedAt)
                object.member("version", version)
            }
        }
    }

    struct UpstreamJSON: JSONWritable {
        var name: String
        /// `ok`, `failing`, `paused` by a `Retry-After`, or `unknown` before the first attempt.
        var state: String
        var lastSuccessAt: Date?
        var lastFailureAt: Date?
        var consecutiveFailures: Int
        /// Attempts in the last five minutes, and the share of them that failed or were malformed (`nil`: none).
        var attempts5m: Int
        var failureShare5m: Double?
        /// Seconds since the last good answer; `nil` before the first.
        var lastGoodAgeS: Int?
        /// Seconds left of a `Retry-After` pause; `nil` when not paused.
        var pausedForS: Int?

        /// Every member, `null` when unknown.
        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("attempts_5m", attempts5m)
                object.member("consecutive_failures", consecutiveFailures)
                object.member("failure_share_5m", orNull: failureShare5m)
                object.member("last_failure_at", orNull: lastFailureAt)
                object.member("last_good_age_s", orNull: lastGoodAgeS)
                object.member("last_success_at", orNull: lastSuccessAt)
                object.member("name", name)
                object.member("paused_for_s", orNull: pausedForS)
                object.member("state", state)
            }
        }
    }

    var status: String
    var reasons: [String]
    var dataset: DatasetJSON?
    var upstreams: [UpstreamJSON]
    /// This server's part in a cluster's polling (`leading`, `following`, `alone`); absent for a server on its own.
    var polling: String?

    init(_ report: HealthReport) {
        status = report.isDegraded ? "degraded" : "ok"
        reasons = report.reasons
        polling = report.polling?.rawValue
        dataset = report.dataset.map { dataset in
            DatasetJSON(
                version: dataset.version, generatedAt: dataset.generatedAt,
                ageS: Int((report.datasetAge ?? 0).rounded()))
        }
        let now = report.now
        upstreams = report.upstreams.map { name, state in
            UpstreamJSON(
                name: name,
                state: Self.state(of: state, at: now),
                lastSuccessAt: state.lastSuccessAt, lastFailureAt: state.lastFailureAt,
                consecutiveFailures: state.consecutiveFailures, attempts5m: state.recent.attempts(at: now),
                failureShare5m: state.recent.badShare(at: now),
                lastGoodAgeS: state.lastSuccessAt.map { Int(now.timeIntervalSince($0).rounded()) },
                pausedForS: state.pausedForSeconds.map { Int($0.rounded(.up)) })
        }
    }

    private static func state(of state: UpstreamState, at now: Date) -> String {
        if state.isFailing(at: now) { return "failing" }
        if state.pausedForSeconds != nil { return "paused" }
        return (state.lastSuccessAt ?? state.lastFailureAt) == nil ? "unknown" : "ok"
    }

    /// `dataset` is `null` before one is loaded; `polling` is absent for a server on its own.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("dataset", orNull: dataset)
            object.member("polling", ifPresent: polling)
            object.member("reasons", reasons)
            object.member("status", status)
            object.member("upstreams", upstreams)
        }
    }
}
