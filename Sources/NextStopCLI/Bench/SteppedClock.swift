import Foundation
import NextStopCore

/// A clock for benchmarks that simulate hours in seconds: it moves only when told to, and a sleep returns at once.
final class SteppedClock: TimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    func now() -> Date { lock.withLock { current } }

    func sleep(seconds: Double) async throws { try Task.checkCancellation() }

    /// Moves the clock `seconds` forward.
    func advance(by seconds: Double) { lock.withLock { current += seconds } }
}
