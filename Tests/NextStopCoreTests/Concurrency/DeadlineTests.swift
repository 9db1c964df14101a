import NextStopCore
import NextStopTestSupport
import Testing

struct DeadlineTests {
    private let clock = ManualTimeSource(sleepersWaitForAdvance: true)

    @Test("an operation that finishes in time gives its value")
    func valueInTime() async throws {
        let value = try await withDeadline(seconds: 5, timeSource: clock) { 7 }

        #expect(value == 7)
    }

    @Test("once the time has passed the caller gets DeadlineExceeded, and the operation is cancelled")
    func deadlinePasses() async throws {
        let gate = AsyncSemaphore(limit: 1)
        try await gate.acquire()
        let cancelled = LockedValue(false)
        let waiting = Task {
            try await withDeadline(seconds: 5, timeSource: clock) {
                do {
                    try await gate.withPermit {}
                } catch {
                    cancelled.withLock { $0 = true }
                    throw error
                }
                return 7
            }
        }
        await waitUntil { clock.sleeperCount == 1 }

        clock.advance(by: 4.9)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: 0.1)

        await #expect(throws: DeadlineExceeded(seconds: 5)) { try await waiting.value }
        await waitUntil { cancelled.value }
    }

    @Test("an operation that ignores cancellation does not hold the caller past the deadline")
    func deadlinePassesOverWorkThatIgnoresCancellation() async throws {
        let release = AsyncSemaphore(limit: 1)
        try await release.acquire()
        let finished = LockedValue(false)
        let waiting = Task {
            try await withDeadline(seconds: 5, timeSource: clock) {
                // A wait that no cancellation ends, as a query to a frozen database.
                await Task.detached { try? await release.withPermit {} }.value
                finished.withLock { $0 = true }
                return 7
            }
        }
        await waitUntil { clock.sleeperCount == 1 }

        clock.advance(by: 5)

        await #expect(throws: DeadlineExceeded(seconds: 5)) { try await waiting.value }
        #expect(!finished.value)
        release.release()
        await waitUntil { finished.value }
    }

    @Test("cancelling the caller ends its wait at once, whatever the operation does")
    func cancellingTheCallerEndsTheWait() async throws {
        let release = AsyncSemaphore(limit: 1)
        try await release.acquire()
        let waiting = Task {
            try await withDeadline(seconds: 5, timeSource: clock) {
                await Task.detached { try? await release.withPermit {} }.value
                return 7
            }
        }
        await waitUntil { clock.sleeperCount == 1 }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
        release.release()
    }

    @Test("an operation's own error comes through before the deadline")
    func errorInTime() async throws {
        struct Failure: Error, Equatable {}

        await #expect(throws: Failure()) {
            try await withDeadline(seconds: 5, timeSource: clock) { () async throws -> Int in throw Failure() }
        }
    }
}
