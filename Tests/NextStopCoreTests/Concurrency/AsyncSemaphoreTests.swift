import NextStopCore
import NextStopTestSupport
import Testing

struct AsyncSemaphoreTests {
    @Test("grants permits up to its limit without waiting")
    func grantsUpToLimit() async throws {
        let semaphore = AsyncSemaphore(limit: 2)

        try await semaphore.acquire()
        try await semaphore.acquire()

        #expect(semaphore.availablePermits == 0)
        semaphore.release()
        semaphore.release()
        #expect(semaphore.availablePermits == 2)
    }

    @Test("serves waiters first come, first served")
    func servesInArrivalOrder() async throws {
        let semaphore = AsyncSemaphore(limit: 1)
        let order = LockedValue<[String]>([])
        try await semaphore.acquire()

        var waiters: [Task<Void, any Error>] = []
        for name in ["a", "b", "c"] {
            waiters.append(
                Task {
                    try await semaphore.withPermit { order.withLock { $0.append(name) } }
                })
            await waitUntil { semaphore.waitingCount == waiters.count }
        }
        semaphore.release()
        for waiter in waiters { try await waiter.value }

        #expect(order.value == ["a", "b", "c"])
        #expect(semaphore.availablePermits == 1)
    }

    @Test("a waiter cancelled while queued throws, takes no permit and keeps the others' places")
    func cancelledWaiterLeaksNoPermit() async throws {
        let semaphore = AsyncSemaphore(limit: 1)
        try await semaphore.acquire()
        let first = Task { try await semaphore.withPermit { "first" } }
        await waitUntil { semaphore.waitingCount == 1 }
        let cancelled = Task { try await semaphore.acquire() }
        await waitUntil { semaphore.waitingCount == 2 }
        let last = Task { try await semaphore.withPermit { "last" } }
        await waitUntil { semaphore.waitingCount == 3 }

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        semaphore.release()

        #expect(try await first.value == "first")
        #expect(try await last.value == "last")
        #expect(semaphore.waitingCount == 0)
        #expect(semaphore.availablePermits == 1)
    }

    @Test("a task cancelled before asking gets no permit")
    func cancelledBeforeAcquiring() async {
        let semaphore = AsyncSemaphore(limit: 1)

        let attempt = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await semaphore.acquire()
        }

        await #expect(throws: CancellationError.self) { try await attempt.value }
        #expect(semaphore.availablePermits == 1)
    }

    @Test("gives the permit back when the operation throws")
    func releasesOnThrow() async {
        struct Failure: Error {}
        let semaphore = AsyncSemaphore(limit: 1)

        await #expect(throws: Failure.self) { try await semaphore.withPermit { throw Failure() } }

        #expect(semaphore.availablePermits == 1)
    }

    @Test("never lets more than its limit run at once")
    func boundsConcurrency() async throws {
        let semaphore = AsyncSemaphore(limit: 3)
        let running = LockedValue((now: 0, most: 0))

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await semaphore.withPermit {
                        running.withLock {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        for _ in 0..<5 { await Task.yield() }
                        running.withLock { $0.now -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(running.value.most <= 3)
        #expect(running.value.most >= 1)
        #expect(semaphore.availablePermits == 3)
    }
}
