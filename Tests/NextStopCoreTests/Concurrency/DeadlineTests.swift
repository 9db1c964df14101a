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
        #expect(cancelled.value)
    }

    @Test("an operation's own error comes through before the deadline")
    func errorInTime() async throws {
        struct Failure: Error, Equatable {}

        await #expect(throws: Failure()) {
            try await withDeadline(seconds: 5, timeSource: clock) { () async throws -> Int in throw Failure() }
        }
    }
}
