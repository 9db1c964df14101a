import Foundation

/// The dataset a server answers from, as `/healthz` and the metrics describe it.
public struct DatasetInfo: Sendable, Hashable {
    /// A dataset older than this is stale: the network has likely changed since.
    public static let staleAfter: TimeInterval = 7 * 24 * 3_600

    public var version: String
    public var generatedAt: Date

    public init(version: String, generatedAt: Date) {
        self.version = version
        self.generatedAt = generatedAt
    }
}
