import CZlibShim
import Crypto
import Foundation

/// `snapshot.bin` beside a version's dataset file: the decoded dataset (its metadata and content) as fixed-size
/// records and one table of strings, read through a memory map, so a load copies records instead of parsing and
/// hashing JSON.
///
/// The JSON file stays the published, signed form. A snapshot is only written from a dataset whose checksum was
/// verified, and names the `metadata.json` it was made with by that file's sha256: one that is missing, of another
/// layout or of another version's metadata is rebuilt from the dataset file.
///
/// A snapshot rebuilt while loading is written without flushing it to disk (a flush there held a server's threads
/// for seconds), so the body carries its length and CRC-32: one that a crash left part-written is refused and
/// rebuilt, never read.
///
/// Layout: 8 magic bytes, the layout of this header and the metadata block, the kind's `snapshotLayout`, the
/// sha256 of `metadata.json`, the body's length (8 bytes) and CRC-32, then a `SnapshotWriter` body holding the
/// metadata and then the content.
enum DatasetSnapshot<Kind: DatasetKind> {
    private static var magic: [UInt8] { Array("NXSSNAP\n".utf8) }
    /// Bumped whenever the header or the metadata block changes.
    private static var layout: UInt32 { 2 }
    private static var bodyCheckOffset: Int { 8 + 4 + 4 + SHA256.byteCount }
    private static var headerSize: Int { bodyCheckOffset + 8 + 4 }

    /// The snapshot of a dataset whose metadata file holds `metadataFile`; `nil` when the kind keeps none.
    static func encoded(_ dataset: LoadedDataset<Kind>, metadataFile: Data) throws -> Data? {
        guard let kindLayout = Kind.snapshotLayout else { return nil }
        var body = SnapshotWriter()
        try dataset.metadata.write(to: &body)
        Kind.writeSnapshot(of: dataset.content, to: &body)
        var file = Data(magic)
        withUnsafeBytes(of: layout.littleEndian) { file.append(contentsOf: $0) }
        withUnsafeBytes(of: UInt32(kindLayout).littleEndian) { file.append(contentsOf: $0) }
        file.append(contentsOf: SHA256.hash(data: metadataFile))
        let content = body.finished()
        withUnsafeBytes(of: UInt64(content.count).littleEndian) { file.append(contentsOf: $0) }
        withUnsafeBytes(of: content.withUnsafeBytes(crc32).littleEndian) { file.append(contentsOf: $0) }
        file.append(content)
        return file
    }

    /// The dataset a snapshot holds, refused unless it was made, in this layout, with `metadataFile`.
    static func decode(_ file: Data, metadataFile: Data) throws -> LoadedDataset<Kind> {
        guard let kindLayout = Kind.snapshotLayout else { throw SnapshotError.otherLayout }
        return try file.withUnsafeBytes { bytes in
            guard bytes.count >= headerSize, bytes.prefix(8).elementsEqual(magic),
                bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == layout.littleEndian,
                bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == UInt32(kindLayout).littleEndian
            else { throw SnapshotError.otherLayout }
            guard bytes[16..<bodyCheckOffset].elementsEqual(SHA256.hash(data: metadataFile)) else {
                throw SnapshotError.otherDataset
            }
            let body = UnsafeRawBufferPointer(rebasing: bytes[headerSize...])
            guard bytes.loadUnaligned(fromByteOffset: bodyCheckOffset, as: UInt64.self) == UInt64(body.count).littleEndian,
                bytes.loadUnaligned(fromByteOffset: bodyCheckOffset + 8, as: UInt32.self) == crc32(body).littleEndian
            else { throw SnapshotError.damaged("a body that does not match its length and CRC-32") }
            var reader = try SnapshotReader(body)
            let metadata = try DatasetMetadata<Kind>(from: &reader)
            let content = try Kind.readSnapshot(from: &reader)
            guard reader.isAtEnd else { throw SnapshotError.damaged("bytes after the content") }
            return LoadedDataset(metadata: metadata, content: content)
        }
    }

    /// Reads the snapshot in `folder` through a memory map.
    static func read(in folder: URL, metadataFile: Data) throws -> LoadedDataset<Kind> {
        let file = try Data(contentsOf: folder.appendingPathComponent(VersionFile.snapshot), options: .alwaysMapped)
        return try decode(file, metadataFile: metadataFile)
    }

    /// Writes the snapshot of `dataset` into `folder`, whole or not at all, without waiting for the disk.
    static func write(_ dataset: LoadedDataset<Kind>, metadataFile: Data, in folder: URL) throws {
        guard let file = try encoded(dataset, metadataFile: metadataFile) else { return }
        try AtomicFile.replace(file, at: folder.appendingPathComponent(VersionFile.snapshot))
    }

    private static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CZlibShim.crc32(0, nil, 0)
        var offset = 0
        // zlib takes a 32-bit length.
        while offset < bytes.count {
            let length = min(bytes.count - offset, 1 << 30)
            let start = bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Bytef.self)
            crc = CZlibShim.crc32(crc, start, uInt(length))
            offset += length
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}
