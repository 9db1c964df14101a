import Foundation

/// A thread-safe LRU cache with a mandatory capacity and a time to live per entry.
///
/// Expired entries stay readable through `entry(for:)` until evicted, so a caller can fall back to the last good
/// value, marked stale, when a refresh fails.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private typealias Stored = (value: Value, storedAt: Date, expiresAt: Date)

    /// The most entries kept; storing one more evicts the least recently used.
    public let capacity: Int
    private let timeSource: any TimeSource
    private let storage: LockedValue<LRUStorage<Key, Stored>>

    /// A cache holding at most `capacity` entries (at least 1), dating them by `timeSource`.
    public init(capacity: Int, timeSource: any TimeSource) {
        self.capacity = capacity
        self.timeSource = timeSource
        storage = LockedValue(LRUStorage(capacity: capacity))
    }

    /// How many entries are stored, fresh or expired.
    public var count: Int { storage.withLock { $0.count } }

    /// The value for `key` if it has not expired; a hit counts as a use.
    public func value(for key: Key) -> Value? {
        let now = timeSource.now()
        return storage.withLock { storage in
            guard let stored = storage.peekValue(for: key), now < stored.expiresAt else { return nil }
            return storage.value(for: key)?.value
        }
    }

    /// The entry for `key` even if expired, with when it was stored and whether it is still fresh.
    public func entry(for key: Key) -> CacheEntry<Value>? {
        let now = timeSource.now()
        guard let stored = storage.withLock({ $0.value(for: key) }) else { return nil }
        return CacheEntry(
            value: stored.value, storedAt: stored.storedAt, expiresAt: stored.expiresAt,
            isFresh: now < stored.expiresAt
        )
    }

    /// Every value that has not expired, most recently used first, none counting as a use: what the cache holds now,
    /// for a feed published from it.
    public func freshValues() -> [Value] {
        let now = timeSource.now()
        return storage.withLock { storage in
            storage.keysByRecency.compactMap { key in
                storage.peekValue(for: key).flatMap { now < $0.expiresAt ? $0.value : nil }
            }
        }
    }

    /// Stores `value` for `ttl` seconds from now, replacing any entry for `key`.
    public func insert(_ value: Value, for key: Key, ttl: Double) {
        let now = timeSource.now()
        let stored: Stored = (value, now, now.addingTimeInterval(max(0, ttl)))
        storage.withLock { $0.set(stored, for: key) }
    }

    /// Removes the entry for `key`.
    public func removeValue(for key: Key) {
        storage.withLock { _ = $0.removeValue(for: key) }
    }

    /// Removes every entry.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}
