import Foundation

/// What a conversation has asked so far, so a follow-up ("and the day after?", "後日呢") can be read. Codable, so
/// a file can keep it between calls of the command line.
public struct Conversation: Sendable, Hashable, Codable {
    /// How long a conversation stays open after its last question.
    public static let timeout: TimeInterval = 10 * 60

    public var intent: Intent
    public var slots: Slots
    public var lastAsked: Date

    public init(intent: Intent, slots: Slots, lastAsked: Date) {
        self.intent = intent
        self.slots = slots
        self.lastAsked = lastAsked
    }

    /// True when a question at `now` may follow up on it.
    public func isOpen(at now: Date) -> Bool {
        now >= lastAsked && now.timeIntervalSince(lastAsked) <= Self.timeout
    }

    /// The conversation after `reading` was answered at `now`; a question that was not understood leaves it as
    /// it was.
    public static func after(_ reading: Reading, previous: Conversation?, now: Date) -> Conversation? {
        switch reading.intent {
        case .unknown, .help: previous
        default: Conversation(intent: reading.intent, slots: reading.slots, lastAsked: now)
        }
    }
}
