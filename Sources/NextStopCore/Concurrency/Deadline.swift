/// Thrown by `withDeadline` when the time ran out before the operation finished.
public struct DeadlineExceeded: Error, Sendable, Hashable {
    /// The seconds that were allowed.
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }
}

extension Duration {
    /// The duration in seconds, fractions included.
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// The result of `operation`, or `DeadlineExceeded` once `seconds` have passed on `timeSource`, whichever comes
/// first; cancelling the caller ends the wait at once with `CancellationError`.
///
/// When the caller stops waiting, the operation is cancelled but not waited for: work that ignores cancellation (a
/// query that a frozen database never answers, a socket read with no timeout) would otherwise hold the caller, and
/// everything awaiting it, for as long as it lasts. It finishes on its own later; work that must complete has to run
/// in a task of its own.
public func withDeadline<Value: Sendable>(
    seconds: Double, timeSource: any TimeSource, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = FirstOutcome<Value>()
    let work = Task {
        do {
            outcome.settle(.success(try await operation()))
        } catch {
            outcome.settle(.failure(error))
        }
    }
    let timer = Task {
        try? await timeSource.sleep(seconds: seconds)
        outcome.settle(.failure(DeadlineExceeded(seconds: seconds)))
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await outcome.value()
    } onCancel: {
        outcome.settle(.failure(CancellationError()))
    }
}

/// The first of several results offered from different tasks, handed to the one task that waits for it.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case pending
        case waiting(CheckedContinuation<Value, any Error>)
        case settled(Result<Value, any Error>)
        case delivered
    }

    private let state = LockedValue(State.pending)

    /// Offers a result; only the first one counts.
    func settle(_ result: Result<Value, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            switch state {
            case .pending:
                state = .settled(result)
                return nil
            case .waiting(let continuation):
                state = .delivered
                return continuation
            case .settled, .delivered:
                return nil
            }
        }
        waiter?.resume(with: result)
    }

    /// Waits for the first result offered.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state -> Result<Value, any Error>? in
                guard case .settled(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .delivered
                return result
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
