import AskHongKong
import Foundation
import NextStopCore

/// The conversations of `/api/v1/ask`, kept in memory by id: each closes ten minutes after its last question, and
/// when more than `capacity` are open the ones asked least recently go first. Ids are 128 random bits, so one
/// visitor cannot guess another's.
final class ConversationStore: Sendable {
    /// As many conversations as a busy server keeps open in ten minutes, in a few megabytes.
    static let defaultCapacity = 10_000

    private struct Entry {
        /// Nil until a question is understood: a first "hello" opens a conversation with nothing to follow up.
        var conversation: Conversation?
        var lastAsked: Date
    }

    let capacity: Int
    private let entries = LockedValue<[String: Entry]>([:])

    init(capacity: Int = ConversationStore.defaultCapacity) {
        self.capacity = capacity
    }

    /// Whether `id` has the shape of an id this store gives out.
    static func isWellFormed(_ id: String) -> Bool { RandomSecret.isBase64URL(id, lengths: 22...22) }

    /// A fresh id, never given out before.
    static func newID() -> String { RandomSecret.base64URL(byteCount: 16) }

    /// Whether `id` names a conversation still open at `now`, and what it asked so far.
    func open(_ id: String, at now: Date) -> (isOpen: Bool, conversation: Conversation?) {
        guard let entry = entries.value[id], Self.isOpen(entry, at: now) else { return (false, nil) }
        return (true, entry.conversation)
    }

    /// Keeps `conversation` under `id`, asked at `now`. Over capacity, the closed ones go and then the least recently
    /// asked until a tenth of the room is free, so that a full store makes room once per many questions, not on each.
    func keep(_ conversation: Conversation?, as id: String, at now: Date) {
        entries.withLock { entries in
            entries[id] = Entry(conversation: conversation, lastAsked: now)
            guard entries.count > capacity else { return }
            entries = entries.filter { Self.isOpen($0.value, at: now) }
            let room = capacity - max(1, capacity / 10)
            for (oldest, _) in entries.sorted(by: { $0.value.lastAsked < $1.value.lastAsked }).prefix(entries.count - room) {
                entries[oldest] = nil
            }
        }
    }

    /// How many conversations are kept.
    var count: Int { entries.value.count }

    private static func isOpen(_ entry: Entry, at now: Date) -> Bool {
        now >= entry.lastAsked && now.timeIntervalSince(entry.lastAsked) <= Conversation.timeout
    }
}
