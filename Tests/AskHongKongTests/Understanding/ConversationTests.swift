import AskHongKong
import Foundation
import Testing

struct ConversationTests {
    private static let open = Conversation(
        intent: .forecast, slots: Slots(date: Stub.saturday), lastAsked: Stub.morning)

    @Test func itStaysOpenForTenMinutesAfterTheLastQuestion() {
        #expect(Self.open.isOpen(at: Stub.time("10:10")))
        #expect(!Self.open.isOpen(at: Stub.time("10:11")))
        #expect(!Self.open.isOpen(at: Stub.time("09:59")))
    }

    @Test func anUnderstoodQuestionBecomesTheContextAndAnUnknownOneLeavesItAlone() throws {
        let unknown = QuestionReader().read(try QuestionText("hello there"), conversation: Self.open, now: Stub.time("10:05"))
        let warnings = QuestionReader().read(try QuestionText("any warnings?"), conversation: Self.open, now: Stub.time("10:05"))

        #expect(Conversation.after(unknown, previous: Self.open, now: Stub.time("10:05")) == Self.open)
        let next = Conversation.after(warnings, previous: Self.open, now: Stub.time("10:05"))
        #expect(next?.intent == .warnings)
        #expect(next?.lastAsked == Stub.time("10:05"))
    }

    @Test func itSurvivesTheConversationFileRoundTrip() throws {
        let data = try JSONEncoder().encode(Self.open)

        #expect(try JSONDecoder().decode(Conversation.self, from: data) == Self.open)
    }
}
