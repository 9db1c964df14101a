import AskHongKong
import Foundation
import NextStopCore

/// The conversations of `/api/v1/ask` by id, kept in the deployment's session store so that any server can answer
/// a follow-up: each closes ten minutes after its last question. Ids are 128 random bits, so one visitor cannot
/// guess another's.
struct ConversationStore: Sendable {
    /// The session kind conversations are kept under.
    static let kind = "ask-conversation"

    /// What is kept of a conversation: nil until a question is understood, since a first "hello" opens a
    /// conversation with nothing to follow up.
    private struct Kept: Codable {
        var conversation: Conversation?
    }

    let sessions: any SessionStore

    /// Whether `id` has the shape of an id this store gives out.
    static func isWellFormed(_ id: String) -> Bool { RandomSecret.isBase64URL(id, lengths: 22...22) }

    /// A fresh id, never given out before.
    static func newID() -> String { RandomSecret.base64URL(byteCount: 16) }

    /// Whether `id` names a conversation still open at `now`, and what it asked so far.
    func open(_ id: String, at now: Date) async throws -> (isOpen: Bool, conversation: Conversation?) {
        guard let data = try await sessions.value(Self.kind, key: id, at: now),
            let kept = try? JSONDecoder().decode(Kept.self, from: data)
        else { return (false, nil) }
        return (true, kept.conversation)
    }

    /// Keeps `conversation` under `id`, asked at `now`, open for the next ten minutes.
    func keep(_ conversation: Conversation?, as id: String, at now: Date) async throws {
        let data = try JSONEncoder().encode(Kept(conversation: conversation))
        try await sessions.keep(data, Self.kind, key: id, until: now.addingTimeInterval(Conversation.timeout))
    }
}
