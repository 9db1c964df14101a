import Foundation
import NextStopDataset

/// The small document a client checks to learn of a new dataset: its version, the file's size and checksums, a
/// summary, and where to download the file or a delta from an older version. Paths are relative to the folder the
/// document was fetched from (`…/datasets/hk-bus/`), so a mirror serves the same signed document.
public struct DistributionMetadata: Sendable, Hashable, Codable {
    public var dataset: String
    /// The dataset file format (`NetworkCodec.formatVersion`).
    public var format: Int
    public var version: Int
    public var generatedAt: Date
    public var file: DistributedFile
    public var summary: DatasetSummary
    /// Deltas to this version from older ones, newest base first.
    public var deltas: [DeltaLink]

    public init(
        dataset: String, format: Int, version: Int, generatedAt: Date, file: DistributedFile, summary: DatasetSummary,
        deltas: [DeltaLink]
    ) {
        self.dataset = dataset
        self.format = format
        self.version = version
        self.generatedAt = generatedAt
        self.file = file
        self.summary = summary
        self.deltas = deltas
    }

    /// The published form of a stored version, with deltas from each of `deltaBases`.
    public init(_ metadata: DatasetMetadata, deltaBases: [Int]) {
        self.init(
            dataset: metadata.dataset, format: metadata.format, version: metadata.version,
            generatedAt: metadata.generatedAt,
            file: DistributedFile(
                path: String(metadata.version), sizeBytes: metadata.fileSizeBytes, sha256: metadata.sha256Checksum,
                md5: metadata.md5Checksum),
            summary: metadata.summary,
            deltas: deltaBases.filter { $0 < metadata.version }.sorted(by: >).map {
                DeltaLink(from: $0, path: "\(metadata.version)/delta/\($0)")
            })
    }

    enum CodingKeys: String, CodingKey {
        case dataset, format, version, file, summary, deltas
        case generatedAt = "generated_at"
    }
}

/// The full dataset file of a version.
public struct DistributedFile: Sendable, Hashable, Codable {
    public var path: String
    public var sizeBytes: Int
    public var sha256: String
    /// Kept for parity with the seed app's metadata; integrity rests on `sha256` and the signature.
    public var md5: String

    public init(path: String, sizeBytes: Int, sha256: String, md5: String) {
        self.path = path
        self.sizeBytes = sizeBytes
        self.sha256 = sha256
        self.md5 = md5
    }

    enum CodingKeys: String, CodingKey {
        case path, sha256, md5
        case sizeBytes = "size_bytes"
    }
}

/// Where the delta from an older version to this one is.
public struct DeltaLink: Sendable, Hashable, Codable {
    public var from: Int
    public var path: String

    public init(from: Int, path: String) {
        self.from = from
        self.path = path
    }
}
