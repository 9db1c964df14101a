import Foundation

/// `GET /healthz`: `ok` or `degraded` (still answering, but from a stale dataset or with an upstream failing).
struct HealthJSON: Encodable {
    struct DatasetJSON: Encodable {
        var version: String
        var generatedAt: Date
        var ageS: Int

        enum CodingKeys: String, CodingKey {
            case version
            case generatedAt = "generated_at"
            case ageS = "age_s"
        }
    }

    struct UpstreamJSON: Encodable {
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

        enum CodingKeys: String, CodingKey {
            case name, state
            case lastSuccessAt = "last_success_at"
            case lastFailureAt = "last_failure_at"
            case consecutiveFailures = "consecutive_failures"
            case attempts5m = "attempts_5m"
            case failureShare5m = "failure_share_5m"
            case lastGoodAgeS = "last_good_age_s"
            case pausedForS = "paused_for_s"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(state, forKey: .state)
            try container.encode(lastSuccessAt, forKey: .lastSuccessAt)
            try container.encode(lastFailureAt, forKey: .lastFailureAt)
            try container.encode(consecutiveFailures, forKey: .consecutiveFailures)
            try container.encode(attempts5m, forKey: .attempts5m)
            try container.encode(failureShare5m, forKey: .failureShare5m)
            try container.encode(lastGoodAgeS, forKey: .lastGoodAgeS)
            try container.encode(pausedForS, forKey: .pausedForS)
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

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(reasons, forKey: .reasons)
        try container.encode(dataset, forKey: .dataset)
        try container.encode(upstreams, forKey: .upstreams)
        try container.encodeIfPresent(polling, forKey: .polling)
    }

    enum CodingKeys: String, CodingKey {
        case status, reasons, dataset, upstreams, polling
    }
}
