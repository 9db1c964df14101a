import NextStopCore

/// Answers repeated GETs from a cache and merges identical concurrent GETs into one upstream call.
///
/// Only GETs answered 2xx are stored, each for `ttl` seconds; other methods pass straight through. Identical
/// concurrent GETs share one upstream call whatever it answers.
public struct CachingTransport: HTTPTransport {
    private let base: any HTTPTransport
    /// Seconds a stored response stays fresh.
    public let ttl: Double
    private let cache: BoundedCache<HTTPRequest, HTTPResponse>
    private let coalescer = RequestCoalescer<HTTPRequest, HTTPResponse>()

    /// Caches up to `capacity` responses from `base` for `ttl` seconds each, dated by `timeSource`.
    public init(base: any HTTPTransport, capacity: Int, ttl: Double, timeSource: any TimeSource = SystemTimeSource()) {
        self.base = base
        self.ttl = ttl
        cache = BoundedCache(capacity: capacity, timeSource: timeSource)
    }

    /// The stored response for `request` even if expired, so a caller can fall back to it, marked stale.
    public func cachedEntry(for request: HTTPRequest) -> CacheEntry<HTTPResponse>? {
        cache.entry(for: request)
    }

    /// How many callers are waiting for the in-flight upstream call for `request`.
    public func waiterCount(for request: HTTPRequest) async -> Int {
        await coalescer.waiterCount(for: request)
    }

    /// A GET from the cache when fresh, else from one upstream call shared with identical concurrent GETs.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method.uppercased() == "GET" else { return try await base.send(request) }
        if let cached = cache.value(for: request) { return cached }
        return try await coalescer.value(for: request) { [base, cache, ttl] in
            // A call that finished between the lookup above and joining would otherwise be repeated.
            if let cached = cache.value(for: request) { return cached }
            let response = try await base.send(request)
            if response.isSuccess {
                // The stored copy is not the attempt its first reader judges; kept, it would hold back that verdict.
                var stored = response
                stored.verdict = nil
                cache.insert(stored, for: request, ttl: ttl)
            }
            return response
        }
    }
}
