import Foundation
import NextStopCore
import NextStopDataset

/// The one flow a collected dataset of any kind goes through: validate → version → sign → publish. A dataset that
/// fails validation is never made current (its report is kept among the rejected); one equal byte for byte to the
/// current version publishes nothing; any other becomes a new version, written whole with its metadata, report and,
/// when the pipeline signs, its `published.json`, so that it is complete the moment it becomes current. Clients and
/// mirrors then take it through `/datasets/{name}/…` and `DatasetUpdater`.
public struct DatasetPipeline<Kind: DatasetKind>: Sendable {
    public let store: DatasetStore<Kind>
    public let rules: Kind.Rules
    /// Signs each version as it is published; `nil` leaves that to a server that signs what becomes current.
    public var publisher: DatasetPublisher<Kind>?
    let timeSource: any TimeSource

    public init(
        store: DatasetStore<Kind>, rules: Kind.Rules, publisher: DatasetPublisher<Kind>? = nil,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.store = store
        self.rules = rules
        self.publisher = publisher
        self.timeSource = timeSource
    }

    /// Validates, versions and (when valid and new) publishes `content`, collected from `started` on with `issues`.
    /// Throws only for a storage failure or when the task was cancelled, whose data is not trusted.
    public func publish(_ content: Kind.Content, issues: Kind.Issues, collectedAt started: Date) throws
        -> CollectionOutcome<Kind>
    {
        let file = try Kind.encode(content)
        let version = try store.nextVersion(at: started)
        let current = try store.currentVersion().map { try store.metadata(of: $0) }
        var report = ValidationReport<Kind>(
            dataset: Kind.name, version: version, generatedAt: started, published: false,
            checks: Kind.checks(of: content, issues: issues, previous: current?.summary, rules: rules),
            summary: Kind.summary(of: content), issues: issues, fileSizeBytes: file.count,
            durationSeconds: timeSource.now().timeIntervalSince(started))
        // A cancelled collection may have lost requests to the cancellation; its data is not trusted.
        try Task.checkCancellation()

        guard report.failedChecks.isEmpty else {
            try store.reject(version: version, report: try report.encoded())
            return .rejected(report: report)
        }
        let metadata = DatasetMetadata<Kind>(describing: content, file: file, version: version, generatedAt: started)
        if let current, current.sha256Checksum == metadata.sha256Checksum {
            return .unchanged(current: current, report: report)
        }
        report.published = true
        // Served and signed as the file gives it back (a bus stop's coordinates rounded), as clients see it.
        let published = LoadedDataset(metadata: metadata, content: try Kind.decode(file))
        let signed = try publisher.map { [VersionFile.published: try $0.signedDocument(for: published)] } ?? [:]
        try store.publish(
            dataset: file, metadata: metadata, report: try report.encoded(), extraFiles: signed,
            content: published.content)
        return .published(published, report: report)
    }
}

/// How a collected dataset left the pipeline.
public enum CollectionOutcome<Kind: DatasetKind>: Sendable {
    /// The dataset passed validation and is now current; it comes decoded, ready to serve.
    case published(LoadedDataset<Kind>, report: ValidationReport<Kind>)
    /// The dataset failed validation; the previous one stays current.
    case rejected(report: ValidationReport<Kind>)
    /// The dataset passed validation but is byte for byte the current one, so no new version was published.
    case unchanged(current: DatasetMetadata<Kind>, report: ValidationReport<Kind>)

    public var report: ValidationReport<Kind> {
        switch self {
        case .published(_, let report), .rejected(let report), .unchanged(_, let report): report
        }
    }
}
