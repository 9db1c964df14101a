import Foundation
import NextStopCore
import NextStopDataset

/// `validation_report.json`: what a collection found, every check, and whether the dataset was published.
public struct ValidationReport<Kind: DatasetKind>: Sendable, Codable {
    public var dataset: String
    public var version: Int
    public var generatedAt: Date
    public var published: Bool
    public var checks: [ValidationCheck]
    public var summary: Kind.Summary
    public var issues: Kind.Issues
    public var fileSizeBytes: Int
    public var durationSeconds: Double

    /// The checks that failed.
    public var failedChecks: [ValidationCheck] { checks.filter { !$0.passed } }

    enum CodingKeys: String, CodingKey {
        case dataset, version, published, checks, summary, issues
        case generatedAt = "generated_at"
        case fileSizeBytes = "file_size_bytes"
        case durationSeconds = "duration_seconds"
    }

    /// Pretty JSON with sorted keys.
    public func encoded() throws -> Data { try APIJSON.encoder(pretty: true).encode(self) }
}
