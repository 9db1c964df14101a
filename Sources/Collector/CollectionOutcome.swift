import NextStopDataset

/// How a collection run ended.
public enum CollectionOutcome: Sendable {
    /// The dataset passed validation and is now current.
    case published(metadata: DatasetMetadata, report: CollectionReport)
    /// The dataset failed validation; the previous one stays current.
    case rejected(report: CollectionReport)

    public var report: CollectionReport {
        switch self {
        case .published(_, let report), .rejected(let report): report
        }
    }
}
