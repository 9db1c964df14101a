import Foundation
import NextStopCore

/// The metadata block of a snapshot. The summary, a handful of counts, keeps its JSON form; the per-item hashes,
/// which make up most of `metadata.json`, are records.
extension DatasetMetadata {
    func write(to writer: inout SnapshotWriter) throws {
        writer.write(dataset)
        writer.write(format)
        writer.write(version)
        writer.write(generatedAt.timeIntervalSince1970)
        writer.write(fileName)
        writer.write(fileSizeBytes)
        writer.write(md5Checksum)
        writer.write(sha256Checksum)
        writer.write(String(decoding: try APIJSON.encoder(pretty: false).encode(summary), as: UTF8.self))
        writer.write(itemHashes.count)
        for (item, hash) in itemHashes.sorted(by: { $0.key < $1.key }) {
            writer.write(item)
            writer.write(hash)
        }
    }

    init(from reader: inout SnapshotReader) throws {
        let dataset = try reader.string()
        let format = try reader.int()
        let version = try reader.int()
        let generatedAt = Date(timeIntervalSince1970: try reader.double())
        let fileName = try reader.string()
        let fileSizeBytes = try reader.int()
        let md5Checksum = try reader.string()
        let sha256Checksum = try reader.string()
        let summary = try APIJSON.decoder().decode(Kind.Summary.self, from: Data(try reader.string().utf8))
        let hashCount = try reader.count(ofRecordsAtLeast: 8)
        var itemHashes: [String: String] = [:]
        itemHashes.reserveCapacity(hashCount)
        for _ in 0..<hashCount { itemHashes[try reader.string()] = try reader.string() }
        self.init(
            dataset: dataset, format: format, version: version, generatedAt: generatedAt, fileName: fileName,
            fileSizeBytes: fileSizeBytes, md5Checksum: md5Checksum, sha256Checksum: sha256Checksum, summary: summary,
            itemHashes: itemHashes)
    }
}
