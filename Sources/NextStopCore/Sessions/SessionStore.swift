import Foundation

/// What a user expects every server of a deployment to know for a short while, such as an open conversation: small
/// values by kind and key, each kept until it expires. One server keeps them in memory (`MemorySessionStore`); a
/// cluster keeps them in its shared database, so a follow-up answered by another server finds what the first kept.
public protocol SessionStore: Sendable {
    /// The value kept under `key` of `kind`, unless it expired by `now`.
    func value(_ kind: String, key: String, at now: Date) async throws -> Data?

    /// Keeps `value` under `key` of `kind` until `expiresAt`, replacing what was there.
    func keep(_ value: Data, _ kind: String, key: String, until expiresAt: Date) async throws
}

/// Sessions in this process's memory, as many as `capacity`: over it, the expired ones go and then those expiring
/// soonest until a tenth of the room is free, so that a full store makes room once per many writes, not on each.
public final class MemorySessionStore: SessionStore {
    /// Room for the conversations a busy server keeps open in ten minutes, in a few megabytes.
    public static let defaultCapacity = 10_000

    private struct Entry {
        var value: Data
        var expiresAt: Date
    }

    public let capacity: Int
    private let entries = LockedValue<[String: Entry]>([:])

    public init(capacity: Int = MemorySessionStore.defaultCapacity) {
        self.capacity = capacity
    }

    public func value(_ kind: String, key: String, at now: Date) -> Data? {
        guard let entry = entries.value[Self.slot(kind, key)], entry.expiresAt > now else { return nil }
        return entry.value
    }

    public func keep(_ value: Data, _ kind: String, key: String, until expiresAt: Date) {
        entries.withLock { entries in
            entries[Self.slot(kind, key)] = Entry(value: value, expiresAt: expiresAt)
            guard entries.count > capacity else { return }
            let room = capacity - max(1, capacity / 10)
            for (soonest, _) in entries.sorted(by: { $0.value.expiresAt < $1.value.expiresAt })
                .prefix(entries.count - room)
            {
                entries[soonest] = nil
            }
        }
    }

    /// How many values are kept, expired or not.
    public var count: Int { entries.value.count }

    private static func slot(_ kind: String, _ key: String) -> String { "\(kind)\u{0}\(key)" }
}
