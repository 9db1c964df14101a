import Foundation

/// A value guarded by a lock, for state that synchronous code on any thread reads and writes.
public final class LockedValue<Value> {
    @usableFromInline let lock = NSLock()
    @usableFromInline var stored: Value

    /// Guards `value`.
    public init(_ value: Value) { stored = value }

    /// Runs `body` with exclusive access to the value; keep it short and never suspend inside it. Inlinable, so
    /// each caller's use is specialised to its value rather than run generically across the module boundary.
    @inlinable public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }

    /// A copy of the current value.
    @inlinable public var value: Value { withLock { $0 } }
}

// Every access goes through the lock, so sharing is safe whenever the value itself may cross threads.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
