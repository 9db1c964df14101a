import AskHongKong
import Foundation
import NextStopCore
import Testing

@testable import NextStopServer

@Suite struct ConversationStoreTests {
    private let start = Date(timeIntervalSince1970: 1_790_000_000)
    private let forecast = Conversation(intent: .forecast, slots: Slots(), lastAsked: Date(timeIntervalSince1970: 0))

    @Test func idsAre128RandomBitsInTheShapeTheStoreChecks() {
        let ids = (0..<1_000).map { _ in ConversationStore.newID() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(ConversationStore.isWellFormed))
        #expect(ids.allSatisfy { $0.count == 22 })
        #expect(!ConversationStore.isWellFormed("short"))
        #expect(!ConversationStore.isWellFormed(String(repeating: "a", count: 21) + "/"))
    }

    @Test func aConversationClosesTenMinutesAfterItsLastQuestion() async throws {
        let store = ConversationStore(sessions: MemorySessionStore())
        try await store.keep(forecast, as: "a", at: start)
        #expect(try await store.open("a", at: start.addingTimeInterval(599)).conversation == forecast)
        #expect(try await store.open("a", at: start.addingTimeInterval(601)).isOpen == false)
        #expect(try await store.open("unknown", at: start).isOpen == false)
    }

    @Test func aConversationWithNothingUnderstoodYetIsOpenButEmpty() async throws {
        let store = ConversationStore(sessions: MemorySessionStore())
        try await store.keep(nil, as: "a", at: start)
        let kept = try await store.open("a", at: start.addingTimeInterval(60))
        #expect(kept.isOpen)
        #expect(kept.conversation == nil)
    }

    @Test func aConversationKeptThroughOneServerIsOpenThroughAnother() async throws {
        // given two servers' stores over one session store
        let shared = MemorySessionStore()
        let first = ConversationStore(sessions: shared)
        let second = ConversationStore(sessions: shared)
        // when the first keeps a conversation
        try await first.keep(forecast, as: "a", at: start)
        // then the second continues it
        #expect(try await second.open("a", at: start.addingTimeInterval(30)).conversation == forecast)
    }
}
