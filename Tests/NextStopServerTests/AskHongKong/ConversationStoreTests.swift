import AskHongKong
import Foundation
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

    @Test func aConversationClosesTenMinutesAfterItsLastQuestion() {
        let store = ConversationStore()
        store.keep(forecast, as: "a", at: start)
        #expect(store.open("a", at: start.addingTimeInterval(599)).conversation == forecast)
        #expect(store.open("a", at: start.addingTimeInterval(601)).isOpen == false)
        #expect(store.open("unknown", at: start).isOpen == false)
    }

    @Test func aConversationWithNothingUnderstoodYetIsOpenButEmpty() {
        let store = ConversationStore()
        store.keep(nil, as: "a", at: start)
        let kept = store.open("a", at: start.addingTimeInterval(60))
        #expect(kept.isOpen)
        #expect(kept.conversation == nil)
    }

    @Test func overCapacityTheLeastRecentlyAskedGoFirst() {
        // given a full store of ten whose first conversation was asked again last
        let store = ConversationStore(capacity: 10)
        for index in 0..<10 { store.keep(forecast, as: "\(index)", at: start.addingTimeInterval(Double(index))) }
        store.keep(forecast, as: "0", at: start.addingTimeInterval(20))
        // when one more opens
        store.keep(forecast, as: "new", at: start.addingTimeInterval(21))
        // then a tenth of the room is made: 1 and 2, the least recently asked, are gone
        let later = start.addingTimeInterval(22)
        #expect(store.count == 9)
        #expect(!store.open("1", at: later).isOpen && !store.open("2", at: later).isOpen)
        #expect(["0", "3", "9", "new"].allSatisfy { store.open($0, at: later).isOpen })
    }
}
