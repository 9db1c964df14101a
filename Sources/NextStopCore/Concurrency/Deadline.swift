/// Thrown by `withDeadline` when the time ran out before the operation finished.
public struct DeadlineExceeded: Error, Sendable, Hashable {
    /// The seconds that were allowed.
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }
}

/// The result of `operation`, or `DeadlineExceeded` once `seconds` have passed on `timeSource`, whichever comes
/// first; the operation is then cancelled, so work that must outlive it has to run in a task of its own.
public func withDeadline<Value: Sendable>(
    seconds: Double, timeSource: any TimeSource, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await timeSource.sleep(seconds: seconds)
            throw DeadlineExceeded(seconds: seconds)
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw DeadlineExceeded(seconds: seconds) }
        return first
    }
}
