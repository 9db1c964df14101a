import Testing

@testable import NextStopCore

struct LRUStorageTests {
    @Test("keeps keys from the most to the least recently used")
    func ordersByRecency() {
        var storage = LRUStorage<String, Int>(capacity: 3)
        storage.set(1, for: "a")
        storage.set(2, for: "b")
        storage.set(3, for: "c")

        _ = storage.value(for: "a")
        storage.set(20, for: "b")

        #expect(storage.keysByRecency == ["b", "a", "c"])
        #expect(storage.peekValue(for: "b") == 20)
    }

    @Test("peeking does not count as a use")
    func peekLeavesOrder() {
        var storage = LRUStorage<String, Int>(capacity: 2)
        storage.set(1, for: "a")
        storage.set(2, for: "b")

        _ = storage.peekValue(for: "a")

        #expect(storage.keysByRecency == ["b", "a"])
    }

    @Test("evicts the least recently used entry when full and reuses its slot")
    func evictsOldest() {
        var storage = LRUStorage<Int, Int>(capacity: 2)
        storage.set(1, for: 1)
        storage.set(2, for: 2)

        storage.set(3, for: 3)
        storage.removeValue(for: 2)
        storage.set(4, for: 4)

        #expect(storage.count == 2)
        #expect(storage.keysByRecency == [4, 3])
        #expect(storage.peekValue(for: 1) == nil)
    }

    @Test("removing every entry leaves an empty storage that still works")
    func removesAll() {
        var storage = LRUStorage<Int, Int>(capacity: 2)
        storage.set(1, for: 1)

        storage.removeAll()
        storage.set(2, for: 2)

        #expect(storage.keysByRecency == [2])
    }
}
