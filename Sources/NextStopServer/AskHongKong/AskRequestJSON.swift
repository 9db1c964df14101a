import NextStopCore

/// `POST /api/v1/ask`: `{"text", "conversation_id"?, "lang"?}`.
struct AskRequestJSON: Decodable {
    var text: String
    /// The conversation a follow-up belongs to, as an earlier answer named it.
    var conversationID: String?
    /// `en`, `tc` or `sc`: the visitor's language.
    var lang: String?

    enum CodingKeys: String, CodingKey {
        case text, lang
        case conversationID = "conversation_id"
    }

    /// The language asked for, once `lang` and `conversation_id` are checked; a 400 naming the field otherwise. (The
    /// question itself is checked as the engine reads it.)
    func validated() throws -> Language? {
        let language = try lang.map { code in
            guard let language = Language(rawValue: code) else {
                throw APIError(.badRequest, "lang must be en, tc or sc.", field: "lang")
            }
            return language
        }
        if let conversationID, !ConversationStore.isWellFormed(conversationID) {
            throw APIError(.badRequest, "conversation_id is not an id this server gave out.", field: "conversation_id")
        }
        return language
    }
}
