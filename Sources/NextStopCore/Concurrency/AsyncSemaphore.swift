/// Lets at most `limit` operations run at once; waiters are served first come, first served.
///
/// A waiter cancelled while queued leaves the queue and throws `CancellationError` without taking a permit.
public final class AsyncSemaphore: Sendable {
    private struct State {
        var available: Int
        var waiters = WaiterQueue<CheckedContinuation<Void, any Error>>()
        var lastTicket: UInt64 = 0
    }

    private enum Admission {
        case granted
        case queued
        case cancelled
    }

    /// The most permits held at once.
    public let limit: Int
    private let state: LockedValue<State>

    /// A semaphore with `limit` permits, all free.
    public init(limit: Int) {
        precondition(limit > 0, "a semaphore needs at least one permit")
        self.limit = limit
        state = LockedValue(State(available: limit))
    }

    /// Permits not held by anyone.
    public var availablePermits: Int { state.withLock { $0.available } }

    /// Callers queued for a permit.
    public var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// Waits for a permit, which the caller must give back with `release()`.
    ///
    /// Throws `CancellationError`, holding no permit, if the task is cancelled before a permit is granted.
    public func acquire() async throws {
        try Task.checkCancellation()
        let ticket: UInt64? = state.withLock { state in
            if state.available > 0, state.waiters.isEmpty {
                state.available -= 1
                return nil
            }
            state.lastTicket += 1
            return state.lastTicket
        }
        guard let ticket else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Decided again under the lock: a permit may have been released since the ticket was drawn.
                let admission: Admission = state.withLock { state in
                    if Task.isCancelled { return .cancelled }
                    if state.available > 0, state.waiters.isEmpty {
                        state.available -= 1
                        return .granted
                    }
                    state.waiters.append(continuation, ticket: ticket)
                    return .queued
                }
                switch admission {
                case .granted: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .queued: break
                }
            }
        } onCancel: {
            let continuation = state.withLock { $0.waiters.remove(ticket: ticket) }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Gives a permit back, handing it straight to the longest-waiting caller if there is one.
    public func release() {
        let next: CheckedContinuation<Void, any Error>? = state.withLock { state in
            if let waiter = state.waiters.popFirst() { return waiter }
            precondition(state.available < limit, "a permit was released that was never acquired")
            state.available += 1
            return nil
        }
        next?.resume()
    }

    /// Runs `operation` while holding a permit, and gives the permit back however it ends.
    public func withPermit<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async throws -> Result {
        try await acquire()
        defer { release() }
        return try await operation()
    }
}
