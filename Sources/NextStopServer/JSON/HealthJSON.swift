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
        /// `ok`, `failing`, or `unknown` before the first attempt.
        var state: String
        var lastSuccessAt: Date?
        var lastFailureAt: Date?
        var consecutiveFailures: Int

        enum CodingKeys: String, CodingKey {
            case name, state
            case lastSuccessAt = "last_success_at"
            case lastFailureAt = "last_failure_at"
            case consecutiveFailures = "consecutive_failures"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(state, forKey: .state)
            try container.encode(lastSuccessAt, forKey: .lastSuccessAt)
            try container.encode(lastFailureAt, forKey: .lastFailureAt)
            try container.encode(consecutiveFailures, forKey: .consecutiveFailures)
        }
    }

    var status: String
    var reasons: [String]
    var dataset: DatasetJSON?
    var upstreams: [UpstreamJSON]

    init(_ report: HealthReport) {
        status = report.isDegraded ? "degraded" : "ok"
        reasons = report.reasons
        dataset = report.dataset.map { dataset in
            DatasetJSON(
                version: dataset.version, generatedAt: dataset.generatedAt,
                ageS: Int((report.datasetAge ?? 0).rounded()))
        }
        upstreams = report.upstreams.map { name, state in
            UpstreamJSON(
                name: name,
                state: state.isFailing ? "failing" : (state.lastSuccessAt ?? state.lastFailureAt) == nil ? "unknown" : "ok",
                lastSuccessAt: state.lastSuccessAt, lastFailureAt: state.lastFailureAt,
                consecutiveFailures: state.consecutiveFailures)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(reasons, forKey: .reasons)
        try container.encode(dataset, forKey: .dataset)
        try container.encode(upstreams, forKey: .upstreams)
    }

    enum CodingKeys: String, CodingKey {
        case status, reasons, dataset, upstreams
    }
}
