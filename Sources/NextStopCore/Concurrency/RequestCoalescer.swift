/// Shares one in-flight piece of work among concurrent callers asking for the same key.
///
/// While work for a key runs, later callers for that key wait for its result instead of starting their own; once it
/// finishes, the next caller starts afresh. A cancelled caller stops waiting at once without disturbing the others;
/// only when every caller has gone is the shared work cancelled, unless the coalescer keeps abandoned work, which
/// then finishes for whoever comes next.
public actor RequestCoalescer<Key: Hashable & Sendable, Value: Sendable> {
    private struct Flight {
        let id: UInt64
        let work: Task<Void, Never>
        var waiters: [UInt64: CheckedContinuation<Value, any Error>]
    }

    private var flights: [Key: Flight] = [:]
    private var lastID: UInt64 = 0
    private let keepsAbandonedWork: Bool

    /// A coalescer with nothing in flight; with `keepsAbandonedWork`, work every caller has left runs on to the end.
    public init(keepsAbandonedWork: Bool = false) {
        self.keepsAbandonedWork = keepsAbandonedWork
    }

    /// How many callers are waiting for the in-flight work for `key`.
    public func waiterCount(for key: Key) -> Int { flights[key]?.waiters.count ?? 0 }

    /// The result of `produce`, run once for all concurrent callers with the same `key`.
    public func value(for key: Key, produce: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let waiter = nextID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                join(key, waiter: waiter, continuation: continuation, produce: produce)
            }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    private func join(
        _ key: Key, waiter: UInt64, continuation: CheckedContinuation<Value, any Error>,
        produce: @escaping @Sendable () async throws -> Value
    ) {
        // The cancellation handler may have run before this waiter was registered; it then found nothing to remove.
        guard !Task.isCancelled else {
            continuation.resume(throwing: CancellationError())
            return
        }
        if flights[key] != nil {
            flights[key]?.waiters[waiter] = continuation
            return
        }
        let id = nextID()
        // An unstructured task, so that cancelling the caller who happened to start the work does not cancel it.
        let work = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await produce())
            } catch {
                result = .failure(error)
            }
            self.finish(key, flight: id, with: result)
        }
        flights[key] = Flight(id: id, work: work, waiters: [waiter: continuation])
    }

    private func finish(_ key: Key, flight id: UInt64, with result: Result<Value, any Error>) {
        guard let flight = flights[key], flight.id == id else { return }
        flights[key] = nil
        for continuation in flight.waiters.values {
            continuation.resume(with: result)
        }
    }

    private func leave(_ key: Key, waiter: UInt64) {
        guard let continuation = flights[key]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        if !keepsAbandonedWork, let flight = flights[key], flight.waiters.isEmpty {
            flight.work.cancel()
            flights[key] = nil
        }
    }

    private func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }
}
