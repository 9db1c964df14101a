import Foundation
import NextStopCore

/// What a client reads to decide whether to update: version, size, checksums, summary, per-item hashes.
public struct DatasetMetadata<Kind: DatasetKind>: Sendable, Hashable, Codable {
    /// The dataset's name, e.g. `hk-bus`.
    public var dataset: String
    /// The dataset file format (`Kind.format`).
    public var format: Int
    /// Unix seconds at collection; strictly increasing between published versions.
    public var version: Int
    public var generatedAt: Date
    /// The dataset file's name inside its version folder.
    public var fileName: String
    public var fileSizeBytes: Int
    public var md5Checksum: String
    public var sha256Checksum: String
    public var summary: Kind.Summary
    /// Item key (`KMB:1:O:1` for a bus route variant) → content hash of that item, so that a client can tell which
    /// items changed. Written as `route_hashes`, the name the first dataset kind gave it.
    public var itemHashes: [String: String]

    public init(
        dataset: String, format: Int, version: Int, generatedAt: Date, fileName: String, fileSizeBytes: Int,
        md5Checksum: String, sha256Checksum: String, summary: Kind.Summary, itemHashes: [String: String]
    ) {
        self.dataset = dataset
        self.format = format
        self.version = version
        self.generatedAt = generatedAt
        self.fileName = fileName
        self.fileSizeBytes = fileSizeBytes
        self.md5Checksum = md5Checksum
        self.sha256Checksum = sha256Checksum
        self.summary = summary
        self.itemHashes = itemHashes
    }

    enum CodingKeys: String, CodingKey {
        case dataset, format, version, summary
        case generatedAt = "generated_at"
        case fileName = "file_name"
        case fileSizeBytes = "file_size_bytes"
        case md5Checksum = "md5_checksum"
        case sha256Checksum = "sha256_checksum"
        case itemHashes = "route_hashes"
    }
}

extension DatasetMetadata {
    /// The JSON form written beside the dataset: sorted keys and ISO 8601 dates, so equal metadata is equal bytes.
    public func encoded() throws -> Data {
        try APIJSON.encoder(pretty: true).encode(self)
    }

    /// Reads metadata written by `encoded()`.
    public static func decode(_ data: Data) throws -> DatasetMetadata {
        try APIJSON.decoder().decode(DatasetMetadata.self, from: data)
    }

    /// The metadata of `file`, the dataset file of `content`: its size, checksums, summary and per-item hashes.
    public init(describing content: Kind.Content, file: Data, version: Int, generatedAt: Date) {
        let checksums = Checksums(of: file)
        self.init(
            dataset: Kind.name, format: Kind.format, version: version, generatedAt: generatedAt,
            fileName: Kind.fileName, fileSizeBytes: file.count, md5Checksum: checksums.md5,
            sha256Checksum: checksums.sha256, summary: Kind.summary(of: content),
            itemHashes: Kind.itemHashes(of: content))
    }
}
