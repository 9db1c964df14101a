import NextStopCore

/// How one upstream call of an arrivals answer was served.
public enum ArrivalsLookup: String, Sendable, CaseIterable {
    /// From the cache, still fresh.
    case hit
    /// From the upstream (or an identical call already in flight).
    case fetched
    /// The upstream failed; the last good answer was served, marked stale.
    case stale
    /// The upstream failed and nothing could be served.
    case failed
}

/// Told how each arrivals call was served, for metrics; it must return quickly.
public protocol ArrivalsObserver: Sendable {
    func arrivalsLookup(_ lookup: ArrivalsLookup)
}
