import NextStopCore
import Prometheus

/// How one kind of live answer was served, counted in the server's metrics as `nextstop_{kind}_lookups_total` by
/// result: cache hit, fetched, stale or failed.
public struct LiveAnswerMetrics: LiveAnswerObserver {
    private let counters: [String: Counter]

    /// Counters for `kind` ("arrivals", "mtr_trains"), described as `help` says of its calls.
    public init(_ metrics: ServerMetrics, kind: String, calls: String) {
        counters = metrics.counters(
            "\(kind)_lookups", help: "\(calls) by how they were served: cache hit, fetched, stale or failed.",
            label: "result", values: LiveAnswerLookup.allCases.map(\.rawValue))
    }

    public func lookup(_ lookup: LiveAnswerLookup) { counters[lookup.rawValue]?.increment() }
}
