import Foundation

/// A cached value with its age, returned even after expiry so a caller can serve it marked stale.
public struct CacheEntry<Value: Sendable>: Sendable {
    /// The cached value.
    public let value: Value
    /// When the value was stored.
    public let storedAt: Date
    /// When the value stops being fresh.
    public let expiresAt: Date
    /// Whether the value had not yet expired when it was read.
    public let isFresh: Bool

    /// Describes one cached value as read at some instant.
    public init(value: Value, storedAt: Date, expiresAt: Date, isFresh: Bool) {
        self.value = value
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.isFresh = isFresh
    }

    /// Seconds between storing the value and `now`.
    public func age(at now: Date) -> Double { now.timeIntervalSince(storedAt) }
}
