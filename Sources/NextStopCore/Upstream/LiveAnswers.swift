import Foundation

/// Answers an upstream gives on demand, one per key (a stop's arrivals, a station's next trains), shared by every
/// rider who asks.
///
/// An answer is served from the cache for `cacheTTL`; identical concurrent calls share one request; when a call
/// fails or outlasts `answerBudget`, the last good answer is served marked stale for up to `staleLimit`, while the
/// refresh goes on in the background and fills the cache.
public final class LiveAnswers<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// What one upstream call brought: its value and how old it already was (an answer another server of a cluster
    /// fetched is dated by its `Age`).
    public typealias Fetched = (value: Value, age: TimeInterval)

    public let settings: LiveAnswerSettings
    private let timeSource: any TimeSource
    private let observer: (any LiveAnswerObserver)?
    private let cache: BoundedCache<Key, LiveAnswer<Value>>
    // Keeps abandoned work: a caller whose budget ran out must not cancel the refresh the next caller will want.
    private let coalescer = RequestCoalescer<Key, LiveAnswer<Value>>(keepsAbandonedWork: true)

    /// Answers kept as `settings` say, dated by `timeSource`, each lookup told to `observer`.
    public init(
        settings: LiveAnswerSettings = .init(), observer: (any LiveAnswerObserver)? = nil,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.settings = settings
        self.observer = observer
        self.timeSource = timeSource
        cache = BoundedCache(capacity: max(1, settings.cacheCapacity), timeSource: timeSource)
    }

    /// The cached answer for `key` while fresh, counted as a hit.
    public func fresh(for key: Key) -> LiveAnswer<Value>? {
        guard let fresh = cache.value(for: key) else { return nil }
        observer?.lookup(.hit)
        return fresh
    }

    /// How many callers wait for the upstream call in flight for `key`.
    public func waiterCount(for key: Key) async -> Int { await coalescer.waiterCount(for: key) }

    /// Every answer still fresh, none counting as a use: what a feed can publish without asking anything more.
    public func freshAnswers() -> [LiveAnswer<Value>] { cache.freshValues().filter { !$0.isStale } }

    /// The answer for `key`: from the cache while fresh, else from `fetch` (shared with identical calls in flight)
    /// if it answers within the budget, else the last good answer marked stale while younger than `staleLimit`.
    /// `failed` hears of every upstream failure, fallen back on or not. Throws the `UpstreamError` (a budget run out
    /// is `.timeout`) when there is nothing to fall back on.
    public func answer(
        for key: Key, failed: (UpstreamError) -> Void = { _ in },
        fetch: @escaping @Sendable () async throws -> Fetched
    ) async throws -> LiveAnswer<Value> {
        if let fresh = fresh(for: key) { return fresh }
        do {
            let answer = try await withDeadline(seconds: settings.answerBudget, timeSource: timeSource) {
                try await self.coalescer.value(for: key) { try await self.refresh(key, fetch) }
            }
            observer?.lookup(.fetched)
            return answer
        } catch let error as UpstreamError {
            failed(error)
            return try fallBack(for: key, after: error)
        } catch is DeadlineExceeded {
            failed(.timeout)
            return try fallBack(for: key, after: .timeout)
        }
    }

    private func fallBack(for key: Key, after error: UpstreamError) throws -> LiveAnswer<Value> {
        guard let last = cache.entry(for: key), last.age(at: timeSource.now()) <= settings.staleLimit else {
            observer?.lookup(.failed)
            throw error
        }
        observer?.lookup(.stale)
        var stale = last.value
        stale.isStale = true
        return stale
    }

    private func refresh(_ key: Key, _ fetch: @Sendable () async throws -> Fetched) async throws -> LiveAnswer<Value> {
        // A flight that finished just before this one was started may already have stored a fresh answer.
        if let fresh = cache.value(for: key) { return fresh }
        let fetched = try await fetch()
        let answer = LiveAnswer(value: fetched.value, fetchedAt: timeSource.now().addingTimeInterval(-fetched.age))
        cache.insert(answer, for: key, ttl: max(0, settings.cacheTTL - fetched.age))
        return answer
    }
}

/// One upstream answer as `LiveAnswers` serves it.
public struct LiveAnswer<Value: Sendable>: Sendable {
    public let value: Value
    /// When the upstream gave it.
    public let fetchedAt: Date
    /// True when served because the upstream failed.
    public var isStale = false

    public init(value: Value, fetchedAt: Date, isStale: Bool = false) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.isStale = isStale
    }
}

/// How one call for a live answer was served.
public enum LiveAnswerLookup: String, Sendable, CaseIterable {
    /// From the cache, still fresh.
    case hit
    /// From the upstream (or an identical call already in flight).
    case fetched
    /// The upstream failed; the last good answer was served, marked stale.
    case stale
    /// The upstream failed and nothing could be served.
    case failed
}

/// Told how each live answer was served, for metrics; it must return quickly.
public protocol LiveAnswerObserver: Sendable {
    func lookup(_ lookup: LiveAnswerLookup)
}
