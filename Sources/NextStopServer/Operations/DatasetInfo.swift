import Foundation

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
