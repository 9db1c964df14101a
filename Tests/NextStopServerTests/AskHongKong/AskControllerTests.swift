import Foundation
import Hummingbird
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

@Suite struct AskControllerTests {
    @Test func anEnglishQuestionIsAnsweredWithCardsSuggestionsAndAConversation() async throws {
        // given the reports polled once
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            // when
            let response = try await AskHarness.ask("What's the weather now?", client: client)
            // then
            #expect(response.status == .ok)
            let answer = try jsonObject(response)
            #expect(answer["lang"] as? String == "en")
            #expect(answer["intent"] as? String == "weather.current")
            #expect(answer["clarify"] is NSNull)
            #expect((answer["text"] as? String)?.contains("°C") == true)
            let cards = try #require(answer["cards"] as? [[String: Any]])
            #expect(cards.first?["type"] as? String == "weather.now")
            #expect((answer["suggestions"] as? [String])?.isEmpty == false)
            let id = try #require(answer["conversation_id"] as? String)
            #expect(ConversationStore.isWellFormed(id))
            #expect(
                Set(answer.keys) == ["conversation_id", "lang", "intent", "slots", "text", "cards", "suggestions", "clarify"])
        }
    }

    @Test func aChineseQuestionIsAnsweredInItsOwnScript() async throws {
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            let traditional = try jsonObject(try await AskHarness.ask("聽日會唔會落雨？", client: client))
            #expect(traditional["lang"] as? String == "tc")
            #expect(traditional["intent"] as? String == "weather.forecast")
            #expect((traditional["cards"] as? [[String: Any]])?.first?["type"] as? String == "weather.forecast")

            let simplified = try jsonObject(try await AskHarness.ask("现在有什么警告？", client: client))
            #expect(simplified["lang"] as? String == "sc")
            #expect(simplified["intent"] as? String == "weather.warnings")
        }
    }

    @Test func theVisitorsLangAnswersWhatTheQuestionLeavesOpenAndNothingElse() async throws {
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            let neutral = try jsonObject(try await AskHarness.ask("落雨", lang: "sc", client: client))
            #expect(neutral["lang"] as? String == "sc")
            let english = try jsonObject(try await AskHarness.ask("Will it rain tomorrow?", lang: "tc", client: client))
            #expect(english["lang"] as? String == "en")
        }
    }

    @Test func aFollowUpInTheSameConversationKeepsTheIntentAndMovesTheDay() async throws {
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            // given a forecast question
            let first = try jsonObject(try await AskHarness.ask("Will it rain tomorrow?", client: client))
            let id = try #require(first["conversation_id"] as? String)
            let tomorrow = try #require((first["slots"] as? [String: Any])?["date"] as? String)
            // when the follow-up names only a day
            let next = try jsonObject(try await AskHarness.ask("And the day after?", conversation: id, client: client))
            // then it is the same conversation, asking the forecast for the day after
            #expect(next["conversation_id"] as? String == id)
            #expect(next["intent"] as? String == "weather.forecast")
            let dayAfter = try #require((next["slots"] as? [String: Any])?["date"] as? String)
            #expect(dayAfter > tomorrow)
        }
    }

    @Test func aFollowUpAnsweredByAnotherServerOfTheClusterContinuesTheConversation() async throws {
        let harness = try AskHarness()
        await harness.poll()
        let shared = MemorySessionStore()
        // given a forecast question answered by one server
        let opened = LockedValue<String?>(nil)
        try await harness.test(sessions: shared) { client in
            let first = try jsonObject(try await AskHarness.ask("Will it rain tomorrow?", client: client))
            let id = first["conversation_id"] as? String
            opened.withLock { $0 = id }
        }
        let id = try #require(opened.value)
        // when the follow-up reaches another server on the same sessions
        try await harness.test(sessions: shared) { client in
            let next = try jsonObject(try await AskHarness.ask("And the day after?", conversation: id, client: client))
            // then it continues the conversation
            #expect(next["conversation_id"] as? String == id)
            #expect(next["intent"] as? String == "weather.forecast")
        }
    }

    @Test func aConversationClosedByTheTimeoutStartsAnotherUnderANewID() async throws {
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            let first = try jsonObject(try await AskHarness.ask("Will it rain tomorrow?", client: client))
            let id = try #require(first["conversation_id"] as? String)
            harness.clock.advance(by: 11 * 60)
            let later = try jsonObject(try await AskHarness.ask("And the day after?", conversation: id, client: client))
            #expect(later["conversation_id"] as? String != id)
            #expect(later["intent"] as? String == "weather.forecast")
            #expect((later["slots"] as? [String: Any])?["date"] as? String != nil)
        }
    }

    @Test(arguments: [
        (#"{"text":""}"#, "text"),
        (#"{"text":"   "}"#, "text"),
        ("{\"text\":\"\(String(repeating: "雨", count: 501))\"}", "text"),
        (#"{"text":"rain\u0000\u0001\u0002"}"#, "text"),
        (#"{"text":"rain","lang":"fr"}"#, "lang"),
        (#"{"text":"rain","conversation_id":"mine"}"#, "conversation_id"),
        (#"{"text":"buses near me","near":{"lat":91,"lon":114.17}}"#, "near"),
        (#"{"text":"buses near me","near":{"lat":22.3,"lon":-181}}"#, "near"),
        (#"{"text":5}"#, "text"),
        (#"{"question":"rain"}"#, "text"),
        (#"{"text":"rain""#, "body"),
    ])
    func badInputIsA400NamingTheFieldAndKeepsNothing(body: String, field: String) async throws {
        let harness = try AskHarness()
        await harness.poll()
        try await harness.test { client in
            let response = try await client.send(.post, "/api/v1/ask", json: body)
            #expect(response.status == .badRequest)
            #expect(try response.errorField == field)
            #expect(try response.decode(ErrorBody.self).error.message.isEmpty == false)
        }
    }

    @Test func refusedQuestionsOpenNoConversation() async throws {
        // given a store watched from outside the router
        let harness = try AskHarness()
        await harness.poll()
        let store = MemorySessionStore()
        let services = CurrentAskService(
            live: harness.base.dependencies.live, weather: harness.cache, airQuality: harness.airQuality)
        let controller = AskController(
            services: services, conversations: ConversationStore(sessions: store),
            feedback: AskFeedbackLog(file: nil, metrics: ServerMetrics()), timeSource: harness.clock)
        let router = Router(context: APIRequestContext.self)
        controller.addRoutes(to: router.group("api/v1"))
        try await Application(router: router).test(.router) { client in
            // when bad questions are sent, then a good one
            for body in [#"{"text":""}"#, #"{"text":"rain","lang":"xx"}"#, #"{"text":"a\u0007"}"#] {
                _ = try await client.send(.post, "/api/v1/ask", json: body)
            }
            #expect(store.count == 0)
            _ = try await client.send(.post, "/api/v1/ask", json: #"{"text":"UV index now?"}"#)
            #expect(store.count == 1)
        }
    }

    @Test func theObservatoryDownAnswersFromTheKeptCopyWithItsAge() async throws {
        // given reports polled, then the Observatory gone for 20 minutes
        let harness = try AskHarness()
        await harness.poll()
        harness.hko.fail(with: .timeout)
        harness.clock.advance(by: 20 * 60)
        await harness.poll()
        try await harness.test { client in
            // when
            let answer = try jsonObject(try await AskHarness.ask("Weather now?", client: client))
            // then the weather is the kept copy's
            let card = try #require((answer["cards"] as? [[String: Any]])?.first)
            #expect(card["type"] as? String == "weather.now")
        }
    }

    @Test func withNoCopyTheAnswerSaysTheObservatoryIsNotAvailable() async throws {
        // given an Observatory that never answered
        let harness = try AskHarness()
        harness.hko.fail(with: .server(status: 503))
        await harness.poll()
        try await harness.test { client in
            let response = try await AskHarness.ask("Weather now?", client: client)
            #expect(response.status == .ok)
            let answer = try jsonObject(response)
            #expect((answer["text"] as? String)?.contains("not answering") == true)
            #expect((answer["cards"] as? [[String: Any]])?.first?["type"] as? String == "text")
        }
    }

    @Test func aServerWithoutTheObservatoryAnswers503() async throws {
        try await ServerHarness().test { client in
            let response = try await client.send(.post, "/api/v1/ask", json: #"{"text":"Weather now?"}"#)
            #expect(response.status == .serviceUnavailable)
        }
    }
}
