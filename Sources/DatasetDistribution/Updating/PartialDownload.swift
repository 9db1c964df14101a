import Foundation
import NextStopDataset

/// A download in progress in the store's folder, named after the file it becomes, the version a delta starts from
/// when it is one, and the encoding it arrives in (`.download-<sha256>.gz.partial`, `.download-<sha256>-from-<version>
/// .gz.partial`), with the publisher's ETag beside it (`….partial.etag`) so that a later run can resume it with
/// `If-Range`.
struct PartialDownload {
    /// How the bytes arrive: as the publisher's gzip or as the file itself.
    enum Encoding: String, CaseIterable {
        case gzip = ".gz"
        case identity = ""
    }

    static let prefix = ".download-"

    let url: URL
    let encoding: Encoding

    /// The download of the file with this sha256, or of the delta to it from version `base`.
    init(folder: URL, sha256: String, from base: Int? = nil, encoding: Encoding) {
        let delta = base.map { "-from-\($0)" } ?? ""
        url = folder.appendingPathComponent("\(Self.prefix)\(sha256)\(delta)\(encoding.rawValue).partial")
        self.encoding = encoding
    }

    private var etagURL: URL { url.appendingPathExtension("etag") }

    /// The download of the file with this sha256 (or of the delta to it from `base`) that an earlier run left, if
    /// its ETag is there too.
    static func existing(in folder: URL, sha256: String, from base: Int? = nil) -> PartialDownload? {
        Encoding.allCases.map { PartialDownload(folder: folder, sha256: sha256, from: base, encoding: $0) }.first {
            partial in
            let manager = FileManager.default
            return manager.fileExists(atPath: partial.url.path) && manager.fileExists(atPath: partial.etagURL.path)
        }
    }

    /// Starts the download over with its first bytes; the ETag is written first, so that a partial file always has
    /// one beside it.
    static func start(
        in folder: URL, sha256: String, from base: Int? = nil, encoding: Encoding, etag: String?, with data: Data
    ) throws -> PartialDownload {
        remove(in: folder, sha256: sha256, from: base)
        let partial = PartialDownload(folder: folder, sha256: sha256, from: base, encoding: encoding)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Data((etag ?? "").utf8), to: partial.etagURL)
        try AtomicFile.writeDurably(data, to: partial.url)
        return partial
    }

    /// The ETag of the publisher's file the bytes came from; `nil` when it gave none.
    var etag: String? {
        guard let data = FileManager.default.contents(atPath: etagURL.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// Bytes received so far.
    var length: Int {
        let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
        return size?.intValue ?? 0
    }

    /// Adds the next bytes and flushes them to disk, so a crash never leaves a gap that a resume would skip.
    func append(_ data: Data) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    func read() throws -> Data { try Data(contentsOf: url) }

    func remove() {
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(at: etagURL)
    }

    /// Removes the download of the file with this sha256 (or of the delta to it from `base`), in either encoding.
    static func remove(in folder: URL, sha256: String, from base: Int? = nil) {
        for encoding in Encoding.allCases {
            PartialDownload(folder: folder, sha256: sha256, from: base, encoding: encoding).remove()
        }
    }

    /// Removes the downloads of other files, and of deltas to them, that earlier runs left behind.
    static func removeOthers(in folder: URL, keeping sha256: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries where entry.hasPrefix(prefix) && !entry.hasPrefix(prefix + sha256) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
        }
    }
}
