import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

struct BoundedCacheTests {
    private let clock = ManualTimeSource()

    private func makeCache(capacity: Int = 4) -> BoundedCache<String, Int> {
        BoundedCache(capacity: capacity, timeSource: clock)
    }

    @Test("returns a value until its time to live has passed")
    func expires() {
        let cache = makeCache()
        cache.insert(1, for: "a", ttl: 10)

        clock.advance(by: 9.9)
        let beforeExpiry = cache.value(for: "a")
        clock.advance(by: 0.1)
        let atExpiry = cache.value(for: "a")

        #expect(beforeExpiry == 1)
        #expect(atExpiry == nil)
    }

    @Test("an expired entry stays readable, marked stale, with its age")
    func readsStaleEntry() throws {
        let cache = makeCache()
        let storedAt = clock.now()
        cache.insert(7, for: "a", ttl: 5)

        clock.advance(by: 8)
        let entry = try #require(cache.entry(for: "a"))

        #expect(entry.value == 7)
        #expect(entry.storedAt == storedAt)
        #expect(!entry.isFresh)
        #expect(entry.age(at: clock.now()) == 8)
        #expect(cache.entry(for: "missing") == nil)
    }

    @Test("a fresh entry reads as fresh")
    func readsFreshEntry() throws {
        let cache = makeCache()
        cache.insert(7, for: "a", ttl: 5)

        let entry = try #require(cache.entry(for: "a"))

        #expect(entry.isFresh)
    }

    @Test("inserting again replaces the value and restarts its time to live")
    func replaces() {
        let cache = makeCache()
        cache.insert(1, for: "a", ttl: 10)

        clock.advance(by: 8)
        cache.insert(2, for: "a", ttl: 10)
        clock.advance(by: 8)

        #expect(cache.value(for: "a") == 2)
        #expect(cache.count == 1)
    }

    @Test("evicts the least recently used entry beyond capacity")
    func evictsLeastRecentlyUsed() {
        let cache = makeCache(capacity: 2)
        cache.insert(1, for: "a", ttl: 60)
        cache.insert(2, for: "b", ttl: 60)

        _ = cache.value(for: "a")
        cache.insert(3, for: "c", ttl: 60)

        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == 3)
    }

    @Test("a lookup that finds only an expired value does not keep it from eviction")
    func expiredLookupIsNotAUse() {
        let cache = makeCache(capacity: 2)
        cache.insert(1, for: "old", ttl: 1)
        cache.insert(2, for: "live", ttl: 60)
        clock.advance(by: 2)

        _ = cache.value(for: "old")
        cache.insert(3, for: "new", ttl: 60)

        #expect(cache.entry(for: "old") == nil)
        #expect(cache.value(for: "live") == 2)
    }

    @Test("never holds more entries than its capacity")
    func staysWithinCapacity() async {
        let cache = BoundedCache<Int, Int>(capacity: 10, timeSource: clock)

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<250 { cache.insert(index, for: worker * 1_000 + index, ttl: 60) }
                }
            }
        }

        #expect(cache.count == 10)
    }

    @Test("removes one entry or all of them")
    func removes() {
        let cache = makeCache()
        cache.insert(1, for: "a", ttl: 60)
        cache.insert(2, for: "b", ttl: 60)

        cache.removeValue(for: "a")
        let countAfterOne = cache.count
        cache.removeAll()

        #expect(countAfterOne == 1)
        #expect(cache.count == 0)
    }
}
