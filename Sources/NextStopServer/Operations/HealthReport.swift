import Foundation
import NextStopCore

/// The server's health: degraded when the dataset is stale, an upstream is failing or paused, or a new copy of a
/// kept dataset was refused, with the reasons why.
struct HealthReport {
    var isDegraded: Bool { !reasons.isEmpty }
    var reasons: [String] = []
    var dataset: DatasetInfo?
    var datasetAge: TimeInterval?
    var upstreams: [(name: String, state: UpstreamState)]
    /// This server's part in a cluster's polling; nil on its own.
    var polling: PollRole?
    /// When the report was made, which the upstreams' recent figures are read at.
    var now: Date

    /// The report at `now`; `systemReasons` are what the systems say degrades them (a stale feed).
    init(_ operations: ServerOperations, dataset: DatasetInfo?, systemReasons: [String] = [], now: Date) {
        self.dataset = dataset
        self.now = now
        upstreams = operations.upstreams?.snapshot ?? []
        polling = operations.polling?.role
        if let dataset {
            datasetAge = now.timeIntervalSince(dataset.generatedAt)
            let unconfirmed = now.timeIntervalSince(dataset.knownCurrentAt)
            if unconfirmed > DatasetInfo.staleAfter {
                let days = Int(unconfirmed / 86_400)
                reasons.append(
                    dataset.confirmedAt == nil
                        ? "dataset \(dataset.version) is \(days) days old"
                        : "dataset \(dataset.version) was last confirmed current \(days) days ago")
            }
        }
        reasons += systemReasons
        reasons += operations.datasetRejections.current.map(\.description)
        for (name, state) in upstreams {
            if let paused = state.pausedForSeconds {
                reasons.append("\(name) paused: it asked for no calls for another \(Int(paused.rounded(.up))) s")
            }
        }
        for (name, state) in upstreams where state.isFailing(at: now) {
            if state.consecutiveFailures >= UpstreamMonitor.failingAfter {
                reasons.append("\(name) failing: the last \(state.consecutiveFailures) attempts failed")
            } else {
                let percent = Int(((state.recent.badShare(at: now) ?? 0) * 100).rounded())
                reasons.append("\(name) failing: \(percent) % of attempts in the last 5 minutes failed or were malformed")
            }
        }
    }
}

/// A database the server depends on that can be asked whether it answers; `/healthz` is degraded while it does not.
public protocol DatabaseHealth: Sendable {
    /// Nil when the database answers now, else why not, in one line without secrets.
    func problem() async -> String?
}

/// The dataset a server answers from, as `/healthz` and the metrics describe it.
public struct DatasetInfo: Sendable, Hashable {
    /// A dataset older than this is stale: the network has likely changed since.
    public static let staleAfter: TimeInterval = 7 * 24 * 3_600

    public var version: String
    public var generatedAt: Date
    /// When a later collection last found the network unchanged, so the dataset was current then however old it is.
    public var confirmedAt: Date?

    public init(version: String, generatedAt: Date, confirmedAt: Date? = nil) {
        self.version = version
        self.generatedAt = generatedAt
        self.confirmedAt = confirmedAt
    }

    /// The last moment the dataset is known to have matched the network.
    var knownCurrentAt: Date { max(generatedAt, confirmedAt ?? generatedAt) }
}
