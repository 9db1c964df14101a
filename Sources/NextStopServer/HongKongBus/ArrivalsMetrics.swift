import HongKongBus
import Prometheus

/// How arrivals calls were served, counted in the server's metrics as `nextstop_arrivals_lookups_total` by result:
/// cache hit, fetched, stale or failed.
public struct ArrivalsMetrics: ArrivalsObserver {
    private let counters: [String: Counter]

    public init(_ metrics: ServerMetrics) {
        counters = metrics.counters(
            "arrivals_lookups", help: "Arrivals calls by how they were served: cache hit, fetched, stale or failed.",
            label: "result", values: ArrivalsLookup.allCases.map(\.rawValue))
    }

    public func arrivalsLookup(_ lookup: ArrivalsLookup) { counters[lookup.rawValue]?.increment() }
}
