import NextStopCore

/// `POST /api/v1/ask`: `{"text", "conversation_id"?, "lang"?, "near"?: {"lat", "lon"}}`.
struct AskRequestJSON: Decodable {
    /// Where the rider is, as the browser told the page.
    struct Place: Decodable {
        var lat: Double
        var lon: Double
    }

    var text: String
    /// The conversation a follow-up belongs to, as an earlier answer named it.
    var conversationID: String?
    /// `en`, `tc` or `sc`: the visitor's language.
    var lang: String?
    /// The place of a question that names none ("buses near me").
    var near: Place?

    enum CodingKeys: String, CodingKey {
        case text, lang, near
        case conversationID = "conversation_id"
    }

    /// Where the rider is, once checked: a 400 naming `near` for a latitude or longitude out of range.
    func here() throws -> Coordinate? {
        guard let near else { return nil }
        let here = Coordinate(latitude: near.lat, longitude: near.lon)
        guard here.isValid else {
            throw APIError(.badRequest, "near must be a latitude from -90 to 90 and a longitude from -180 to 180.", field: "near")
        }
        return here
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
