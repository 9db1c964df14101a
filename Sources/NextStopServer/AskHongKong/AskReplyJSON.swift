import AskHongKong
import NextStopCore

/// `POST /api/v1/ask`'s answer: `{"conversation_id", "lang", "intent", "slots", "text", "cards", "suggestions",
/// "clarify"}`; `clarify` is null unless the question needs one more detail.
struct AskReplyJSON: JSONWritable {
    var conversationID: String
    var answer: Answer

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("cards", answer.cards)
            object.member("clarify", orNull: answer.clarify)
            object.member("conversation_id", conversationID)
            object.member("intent", answer.intent.rawValue)
            object.member("lang", answer.language.rawValue)
            object.member("slots", answer.slots)
            object.member("suggestions", answer.suggestions)
            object.member("text", answer.text)
        }
    }
}
