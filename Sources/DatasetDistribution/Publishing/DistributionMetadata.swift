import Foundation
import NextStopDataset

/// The small document a client checks to learn of a new dataset: its version, the file's size and checksums, a
/// summary, and where to download the file or a delta from an older version. Paths are relative to the folder the
/// document was fetched from (`…/datasets/hk-bus/`), so a mirror serves the same signed document.
public struct DistributionMetadata<Kind: DatasetKind>: Sendable, Hashable, Codable {
    public var dataset: String
    /// The dataset file format (`Kind.format`).
    public var format: Int
    public var version: Int
    public var generatedAt: Date
    public var file: DistributedFile
    public var summary: Kind.Summary
    /// Deltas to this version from older ones, newest base first; only those smaller than the file are offered.
    public var deltas: [DeltaLink]

    public init(
        dataset: String, format: Int, version: Int, generatedAt: Date, file: DistributedFile, summary: Kind.Summary,
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

    /// The published form of a stored version, offering `deltas`.
    public init(_ metadata: DatasetMetadata<Kind>, deltas: [DeltaLink]) {
        self.init(
            dataset: metadata.dataset, format: metadata.format, version: metadata.version,
            generatedAt: metadata.generatedAt,
            file: DistributedFile(
                path: String(metadata.version), sizeBytes: metadata.fileSizeBytes, sha256: metadata.sha256Checksum,
                md5: metadata.md5Checksum),
            summary: metadata.summary, deltas: deltas)
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

/// Where the delta from an older version to this one is, and its size.
public struct DeltaLink: Sendable, Hashable, Codable {
    public var from: Int
    public var path: String
    /// The delta's bytes (before any gzip, as the file's `size_bytes`), always fewer than the file's; absent from
    /// metadata signed before deltas were sized.
    public var sizeBytes: Int?

    public init(from: Int, path: String, sizeBytes: Int?) {
        self.from = from
        self.path = path
        self.sizeBytes = sizeBytes
    }

    /// The delta from version `from` to version `to`, at the path the publisher serves it.
    public init(from: Int, to: Int, sizeBytes: Int) {
        self.init(from: from, path: "\(to)/delta/\(from)", sizeBytes: sizeBytes)
    }

    enum CodingKeys: String, CodingKey {
        case from, path
        case sizeBytes = "size_bytes"
    }
}
