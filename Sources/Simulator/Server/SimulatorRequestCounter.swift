import Foundation

/// Counts the requests a simulator answered, in total, per path and per status; safe to read while it runs.
public final class SimulatorRequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String: Int] = [:]
    private var statuses: [Int: Int] = [:]

    public init() {}

    /// Every request answered.
    public var total: Int { lock.withLock { paths.values.reduce(0, +) } }

    /// Requests whose path starts with `prefix`, e.g. `/v1/transport/kmb/stop-eta/`.
    public func count(pathPrefix prefix: String) -> Int {
        lock.withLock { paths.reduce(0) { $0 + ($1.key.hasPrefix(prefix) ? $1.value : 0) } }
    }

    /// Answers with one HTTP status.
    public func count(status: Int) -> Int { lock.withLock { statuses[status, default: 0] } }

    /// Requests per path (without the query).
    public var countsByPath: [String: Int] { lock.withLock { paths } }

    /// Answers per HTTP status.
    public var countsByStatus: [Int: Int] { lock.withLock { statuses } }

    /// Forgets everything counted so far.
    public func reset() {
        lock.withLock {
            paths = [:]
            statuses = [:]
        }
    }

    func record(path: String, status: Int) {
        lock.withLock {
            paths[path, default: 0] += 1
            statuses[status, default: 0] += 1
        }
    }
}
