import Testing

@testable import NextStopServer

@Suite struct BoundedTaskCacheTests {
    struct Failure: Error {}

    /// Counts computations.
    actor Counter {
        private(set) var count = 0
        func increment() { count += 1 }
    }

    @Test func callersAskingAtOnceShareOneComputation() async throws {
        let cache = BoundedTaskCache<Int, Int>(capacity: 2)
        let computations = Counter()
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await cache.value(for: 1) {
                        await computations.increment()
                        try await Task.sleep(for: .milliseconds(20))
                        return 42
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: 42, count: 20))
        #expect(await computations.count == 1)
    }

    @Test func theLeastRecentlyUsedGoesBeyondCapacity() async throws {
        let cache = BoundedTaskCache<Int, Int>(capacity: 2)
        _ = try await cache.value(for: 1) { 1 }
        _ = try await cache.value(for: 2) { 2 }
        _ = try await cache.value(for: 1) { -1 }
        _ = try await cache.value(for: 3) { 3 }
        #expect(try await cache.value(for: 1) { -1 } == 1)
        #expect(try await cache.value(for: 2) { -2 } == -2)
    }

    @Test func aFailureIsNotKept() async throws {
        let cache = BoundedTaskCache<Int, Int>(capacity: 2)
        await #expect(throws: Failure.self) { try await cache.value(for: 1) { throw Failure() } }
        #expect(try await cache.value(for: 1) { 7 } == 7)
    }
}
