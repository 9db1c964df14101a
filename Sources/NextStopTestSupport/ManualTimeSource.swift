import Foundation
import NextStopCore

/// A clock that moves only when told to. By default `sleep` returns at once, records the wait and advances time;
/// with `sleepersWaitForAdvance`, a sleeper instead waits until the test advances the clock past its end, so that
/// a deadline can be raced against work the test holds.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    private struct Sleeper {
        let id: UInt64
        let wakeAt: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private let sleepersWaitForAdvance: Bool
    private var current: Date
    private var waits: [Double] = []
    private var sleepers: [Sleeper] = []
    private var lastSleeperID: UInt64 = 0

    public init(now: Date = Date(timeIntervalSince1970: 1_790_000_000), sleepersWaitForAdvance: Bool = false) {
        current = now
        self.sleepersWaitForAdvance = sleepersWaitForAdvance
    }

    public func now() -> Date { lock.withLock { current } }

    public func advance(by seconds: Double) { move { $0 += seconds } }

    public func set(_ date: Date) { move { $0 = date } }

    /// Every wait asked for, in order.
    public var sleeps: [Double] { lock.withLock { waits } }

    /// How many sleepers are waiting for the clock to move.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    public func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        guard sleepersWaitForAdvance else {
            lock.withLock {
                waits.append(seconds)
                current += max(0, seconds)
            }
            return
        }
        let id = lock.withLock {
            waits.append(seconds)
            lastSleeperID += 1
            return lastSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let isDue = lock.withLock {
                    let wakeAt = current.addingTimeInterval(max(0, seconds))
                    guard wakeAt > current, !Task.isCancelled else { return true }
                    sleepers.append(Sleeper(id: id, wakeAt: wakeAt, continuation: continuation))
                    return false
                }
                if isDue { continuation.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    private func move(_ change: (inout Date) -> Void) {
        let due = lock.withLock { () -> [Sleeper] in
            change(&current)
            let due = sleepers.filter { $0.wakeAt <= current }
            sleepers.removeAll { $0.wakeAt <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
