import AskHongKong
import Foundation
import Hummingbird
import NextStopCore

/// `POST /api/v1/ask`: a question in English, Traditional or Simplified Chinese, answered from the kept copies of
/// the Observatory's reports, read against the conversation it continues; `POST /api/v1/ask/feedback`: an answer the
/// rider marked wrong, kept in `feedback`. Bad input is a 400 and keeps nothing.
struct AskController {
    let services: CurrentAskService?
    let conversations: ConversationStore
    let feedback: AskFeedbackLog
    let timeSource: any TimeSource

    func addRoutes(to api: RouterGroup<APIRequestContext>) {
        api.post("ask") { request, context -> Response in
            let asked = try await request.decodeJSON(AskRequestJSON.self, context: context)
            let language = try asked.validated()
            let here = try asked.here()
            guard let service = services?.service else {
                throw APIError(.serviceUnavailable, "Ask Hong Kong is not available on this server now.")
            }
            return try .json(try await answer(asked, preferring: language, here: here, with: service), status: .ok)
        }
        api.post("ask/feedback") { request, context -> Response in
            let marked = try await request.decodeJSON(AskFeedbackRequestJSON.self, context: context).validated()
            feedback.record(marked, at: timeSource.now())
            return Response(status: .noContent)
        }
    }

    private func answer(
        _ asked: AskRequestJSON, preferring language: Language?, here: Coordinate?, with service: AskService
    ) async throws -> AskReplyJSON {
        let now = timeSource.now()
        // An id that is closed (or was never given) starts a conversation under a new id, never one the client chose.
        var open: (id: String, conversation: Conversation?)?
        if let id = asked.conversationID {
            let kept = try await conversations.open(id, at: now)
            if kept.isOpen { open = (id, kept.conversation) }
        }
        let id = open?.id ?? ConversationStore.newID()
        let (answer, next): (Answer, Conversation?)
        do throws(QuestionError) {
            (answer, next) = try await service.ask(
                asked.text, conversation: open?.conversation, preferring: language, here: here, now: now)
        } catch {
            throw APIError(.badRequest, "The question cannot be read: \(error.description).", field: "text")
        }
        try await conversations.keep(next, as: id, at: now)
        return AskReplyJSON(conversationID: id, answer: answer)
    }
}
