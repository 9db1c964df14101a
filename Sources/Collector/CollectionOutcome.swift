import NextStopDataset

/// How a collection run ended.
public enum CollectionOutcome: Sendable {
    /// The dataset passed validation and is now current.
    case published(metadata: DatasetMetadata, report: CollectionReport)
    /// The dataset failed validation; the previous one stays current.
    case rejected(report: CollectionReport)
    /// The dataset passed validation but is byte for byte the current one, so no new version was published.
    case unchanged(current: DatasetMetadata, report: CollectionReport)

    public var report: CollectionReport {
        switch self {
        case .published(_, let report), .rejected(let report), .unchanged(_, let report): report
        }
    }
}
