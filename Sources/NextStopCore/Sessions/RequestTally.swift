import Foundation

/// The requests each client made to the whole cluster in one window of time, added up from every server's counts, so
/// that a client's rate limit holds across servers instead of multiplying with them.
public protocol RequestTally: Sendable {
    /// Adds `counts` (requests per client made on this server since its last call) to the window starting at
    /// `window`, and answers the cluster's totals in that window for those clients and for every client with at least
    /// `heavy` requests (the ones a limit may stop, wherever they went).
    func add(_ counts: [String: Int], window: Date, reportingFrom heavy: Int) async throws -> [String: Int]
}

/// A tally in this process's memory, for servers that share it in one process (tests, benchmarks).
public final class MemoryRequestTally: RequestTally {
    private let totals = LockedValue<[Date: [String: Int]]>([:])

    public init() {}

    public func add(_ counts: [String: Int], window: Date, reportingFrom heavy: Int) -> [String: Int] {
        totals.withLock { totals in
            totals = totals.filter { $0.key >= window }
            totals[window, default: [:]].merge(counts, uniquingKeysWith: +)
            return (totals[window] ?? [:]).filter { counts[$0.key] != nil || $0.value >= heavy }
        }
    }
}
