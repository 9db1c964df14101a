/// How the arrivals service caches, falls back and spreads its calls; every field has a working default.
public struct ArrivalsSettings: Sendable, Hashable {
    /// Seconds an upstream answer is served from the cache without asking again.
    public var cacheTTL: Double
    /// Seconds after fetching that an answer may still be served, marked stale, when the upstream fails.
    public var staleLimit: Double
    /// The most calls in flight at once to each upstream (KMB, Citybus).
    public var maxConcurrentCallsPerUpstream: Int
    /// The most upstream answers kept, fresh or stale.
    public var cacheCapacity: Int

    /// Settings with the given values, defaulting to a 30 s cache, 10 min of stale answers and 8 calls per upstream.
    public init(
        cacheTTL: Double = 30, staleLimit: Double = 600, maxConcurrentCallsPerUpstream: Int = 8,
        cacheCapacity: Int = 4_096
    ) {
        self.cacheTTL = cacheTTL
        self.staleLimit = staleLimit
        self.maxConcurrentCallsPerUpstream = maxConcurrentCallsPerUpstream
        self.cacheCapacity = cacheCapacity
    }
}
