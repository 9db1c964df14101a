import NextStopCore
import NextStopTestSupport
import Testing

struct RequestCoalescerTests {
    private struct Failure: Error, Equatable {}

    /// Work that counts its runs and, when `gate` is held by the test, waits for it to be released.
    private struct GatedWork: Sendable {
        let gate = AsyncSemaphore(limit: 1)
        let runs = LockedValue(0)
        let cancelledRuns = LockedValue(0)

        func run(returning value: Int) async throws -> Int {
            runs.withLock { $0 += 1 }
            do {
                try await gate.withPermit {}
            } catch {
                cancelledRuns.withLock { $0 += 1 }
                throw error
            }
            return value
        }
    }

    @Test("100 concurrent calls for one key share one run")
    func sharesOneRun() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let work = GatedWork()
        try await work.gate.acquire()

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask { try await coalescer.value(for: "k") { try await work.run(returning: 42) } }
            }
            await waitUntil { await coalescer.waiterCount(for: "k") == 100 }
            work.gate.release()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(values == Array(repeating: 42, count: 100))
        #expect(work.runs.value == 1)
    }

    @Test("a call after the shared run finished starts a new run")
    func runsAgainAfterFinishing() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let runs = LockedValue(0)

        for _ in 0..<2 {
            _ = try await coalescer.value(for: "k") {
                runs.withLock {
                    $0 += 1
                    return $0
                }
            }
        }

        #expect(runs.value == 2)
        #expect(await coalescer.waiterCount(for: "k") == 0)
    }

    @Test("different keys do not share a run")
    func keysAreSeparate() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let work = GatedWork()
        try await work.gate.acquire()

        let first = Task { try await coalescer.value(for: "a") { try await work.run(returning: 1) } }
        let second = Task { try await coalescer.value(for: "b") { try await work.run(returning: 2) } }
        await waitUntil { work.runs.value == 2 }
        work.gate.release()

        #expect(try await first.value == 1)
        #expect(try await second.value == 2)
    }

    @Test("every waiter gets the shared failure")
    func sharesFailure() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let gate = AsyncSemaphore(limit: 1)
        try await gate.acquire()

        let first = Task {
            try await coalescer.value(for: "k") {
                try await gate.withPermit {}
                throw Failure()
            }
        }
        await waitUntil { await coalescer.waiterCount(for: "k") == 1 }
        let second = Task { try await coalescer.value(for: "k") { 0 } }
        await waitUntil { await coalescer.waiterCount(for: "k") == 2 }
        gate.release()

        await #expect(throws: Failure.self) { try await first.value }
        await #expect(throws: Failure.self) { try await second.value }
    }

    @Test("cancelling one waiter leaves the shared run going for the others")
    func cancellingOneWaiterKeepsTheRun() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let work = GatedWork()
        try await work.gate.acquire()
        let leaving = Task { try await coalescer.value(for: "k") { try await work.run(returning: 5) } }
        let staying = Task { try await coalescer.value(for: "k") { try await work.run(returning: 5) } }
        await waitUntil { await coalescer.waiterCount(for: "k") == 2 }

        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        await waitUntil { await coalescer.waiterCount(for: "k") == 1 }
        work.gate.release()

        #expect(try await staying.value == 5)
        #expect(work.runs.value == 1)
        #expect(work.cancelledRuns.value == 0)
    }

    @Test("when every waiter has gone the shared run is cancelled and the next call starts afresh")
    func cancellingEveryWaiterCancelsTheRun() async throws {
        let coalescer = RequestCoalescer<String, Int>()
        let work = GatedWork()
        try await work.gate.acquire()
        let only = Task { try await coalescer.value(for: "k") { try await work.run(returning: 5) } }
        await waitUntil { work.runs.value == 1 }

        only.cancel()
        await #expect(throws: CancellationError.self) { try await only.value }
        await waitUntil { work.cancelledRuns.value == 1 }
        let next = try await coalescer.value(for: "k") { 6 }

        #expect(next == 6)
    }

    @Test("a coalescer that keeps abandoned work lets it finish, and the next caller joins it")
    func keptWorkOutlivesItsWaiters() async throws {
        let coalescer = RequestCoalescer<String, Int>(keepsAbandonedWork: true)
        let work = GatedWork()
        try await work.gate.acquire()
        let only = Task { try await coalescer.value(for: "k") { try await work.run(returning: 5) } }
        await waitUntil { work.runs.value == 1 }

        only.cancel()
        await #expect(throws: CancellationError.self) { try await only.value }
        let next = Task { try await coalescer.value(for: "k") { 6 } }
        await waitUntil { await coalescer.waiterCount(for: "k") == 1 }
        work.gate.release()

        #expect(try await next.value == 5)
        #expect(work.cancelledRuns.value == 0)
        #expect(work.runs.value == 1)
    }
}
