import Collector
import DatasetDistribution
import Foundation

/// How a running server keeps its dataset current, if at all.
enum DatasetRefreshPlan: Sendable {
    /// Re-collects from the upstreams every so often, publishing only a valid dataset that differs from the current.
    case collect(every: TimeInterval)
    /// Follows another publisher's signed datasets, checking it every so often; a mirror signs nothing itself.
    case mirror(DatasetSource, trustedKey: TrustedKey, every: TimeInterval)

    /// Whether the server follows another publisher (and so signs nothing).
    var isMirror: Bool {
        if case .mirror = self { return true }
        return false
    }

    /// How often a mirror asks its publisher: an unchanged answer costs one small request.
    static let mirrorCheckInterval: TimeInterval = 3_600
}

/// How a server keeps the datasets it publishes: how it refreshes them, the key it signs them with (none for a
/// mirror), and what a collection must meet.
struct PublishingPlan: Sendable {
    var refresh: DatasetRefreshPlan?
    var signingKey: PublisherKey?
    var collectorSettings = CollectorSettings()
}
