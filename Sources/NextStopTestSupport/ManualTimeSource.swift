import Foundation
import NextStopCore

/// A clock that moves only when told to; `sleep` returns at once, records the wait and advances time.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var waits: [Double] = []

    public init(now: Date = Date(timeIntervalSince1970: 1_790_000_000)) { current = now }

    public func now() -> Date { lock.withLock { current } }

    public func advance(by seconds: Double) { lock.withLock { current += seconds } }

    public func set(_ date: Date) { lock.withLock { current = date } }

    /// Every wait asked for, in order.
    public var sleeps: [Double] { lock.withLock { waits } }

    public func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        lock.withLock {
            waits.append(seconds)
            current += max(0, seconds)
        }
    }
}
