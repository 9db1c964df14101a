import Foundation
import NextStopCore
import Testing

@Suite struct MemorySessionStoreTests {
    private let start = Date(timeIntervalSince1970: 1_790_000_000)
    private let value = Data("kept".utf8)

    @Test func aValueIsKeptUntilItExpiresAndKindsDoNotMix() {
        let store = MemorySessionStore()
        store.keep(value, "conversation", key: "a", until: start.addingTimeInterval(600))

        #expect(store.value("conversation", key: "a", at: start.addingTimeInterval(599)) == value)
        #expect(store.value("conversation", key: "a", at: start.addingTimeInterval(600)) == nil)
        #expect(store.value("alert", key: "a", at: start) == nil)
    }

    @Test func overCapacityTheExpiredAndThenTheSoonestToExpireGoFirst() {
        // given a full store of ten whose first value was kept again last
        let store = MemorySessionStore(capacity: 10)
        for index in 0..<10 { store.keep(value, "c", key: "\(index)", until: start.addingTimeInterval(Double(index))) }
        store.keep(value, "c", key: "0", until: start.addingTimeInterval(20))
        // when one more is kept
        store.keep(value, "c", key: "new", until: start.addingTimeInterval(21))
        // then a tenth of the room is made: 1 and 2, the soonest to expire, are gone
        #expect(store.count == 9)
        #expect(store.value("c", key: "1", at: start) == nil && store.value("c", key: "2", at: start) == nil)
        #expect(["0", "3", "9", "new"].allSatisfy { store.value("c", key: $0, at: start) != nil })
    }
}
