import AskHongKong
import Foundation
import NextStopCore

/// `POST /api/v1/ask/feedback`: `{"text", "intent", "lang"}`, an answer the rider marked wrong.
struct AskFeedbackRequestJSON: Decodable {
    var text: String
    /// The intent the answer was given for, as the answer named it (`weather.forecast`).
    var intent: String
    /// `en`, `tc` or `sc`: the language the answer was in.
    var lang: String

    /// The feedback, once each field is checked; a 400 naming the field otherwise.
    func validated() throws -> AskFeedback {
        let question = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !question.isEmpty, question.count <= QuestionError.maximumLength else {
            throw APIError(
                .badRequest, "text must be the question, 1 to \(QuestionError.maximumLength) characters.", field: "text")
        }
        guard let read = Intent(rawValue: intent) else {
            throw APIError(.badRequest, "intent must be an intent an answer names, such as weather.forecast.", field: "intent")
        }
        guard let language = Language(rawValue: lang) else {
            throw APIError(.badRequest, "lang must be en, tc or sc.", field: "lang")
        }
        return AskFeedback(question: question, language: language, intent: read)
    }
}
