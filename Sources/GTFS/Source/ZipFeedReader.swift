import Foundation
internal import ZIPFoundation

/// Reads a feed's text files out of a zip archive after checking the archive against `ZipSafetyLimits`.
///
/// Every entry is vetted before anything is unpacked: path (no `..`, not absolute), count, declared total size,
/// and compression ratio. The declared sizes are then enforced again on the bytes actually inflated, so an archive
/// that lies in its headers is stopped too.
enum ZipFeedReader {
    /// The entries whose file name is in `wanted`: `streamed`'s inflating on a thread of its own as this returns,
    /// the others whole.
    static func readFiles(at url: URL, wanted: Set<String>, streamed: String, limits: ZipSafetyLimits)
        throws(FeedLoadError) -> FeedFiles
    {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .unreadableArchive(path: url.path, reason: "\(error)")
        }
        var chosen = try vetEntries(of: archive, wanted: wanted, limits: limits)
        let streamedEntry = chosen.removeValue(forKey: streamed)
        var files = FeedFiles(texts: [:])
        var inflatedTotal: UInt64 = 0
        for (name, entry) in chosen {
            var data = Data()
            data.reserveCapacity(Int(min(entry.uncompressedSize, limits.maxTotalUncompressedBytes)))
            try inflate(entry, of: archive, path: url.path, total: &inflatedTotal, limits: limits) { chunk in
                data.append(contentsOf: chunk)
                return true
            }
            files.texts[name] = data
        }
        if let streamedEntry {
            files.streamed = startInflating(
                InflatingEntry(archive: archive, entry: streamedEntry), path: url.path, total: inflatedTotal, limits: limits)
        }
        return files
    }

    /// The archive and the entry a thread inflates; the archive is not used by anything else from then on.
    private struct InflatingEntry: @unchecked Sendable {
        let archive: Archive
        let entry: Entry
    }

    /// The entry's text as it is inflated on a thread of its own, after `total` bytes of the archive's other entries.
    private static func startInflating(_ job: InflatingEntry, path: String, total: UInt64, limits: ZipSafetyLimits)
        -> StreamedFile
    {
        let file = StreamedFile(capacity: Int(min(job.entry.uncompressedSize, limits.maxTotalUncompressedBytes)))
        Thread.detachNewThread {
            var total = total
            do throws(FeedLoadError) {
                try inflate(job.entry, of: job.archive, path: path, total: &total, limits: limits, into: file.append)
                file.finish(.success(()))
            } catch {
                file.finish(.failure(error))
            }
        }
        return file
    }

    /// Checks every entry against the limits; returns the entry chosen for each wanted file name.
    private static func vetEntries(of archive: Archive, wanted: Set<String>, limits: ZipSafetyLimits) throws(FeedLoadError)
        -> [String: Entry]
    {
        var count = 0
        var declaredTotal: UInt64 = 0
        var chosen: [String: (entry: Entry, depth: Int)] = [:]
        for entry in archive {
            count += 1
            let path = entry.path
            guard isSafe(path) else { throw .unsafeEntryPath(path) }
            declaredTotal += entry.uncompressedSize
            guard entry.type == .file else { continue }
            let size = entry.uncompressedSize
            if size >= limits.ratioCheckMinimumBytes {
                let ratio = size / max(entry.compressedSize, 1)
                if ratio > limits.maxCompressionRatio {
                    throw .compressionRatioTooHigh(entry: path, ratio: ratio, limit: limits.maxCompressionRatio)
                }
            }
            let components = path.split(separator: "/")
            guard let last = components.last.map(String.init), wanted.contains(last),
                !components.contains(where: { $0 == "__MACOSX" })
            else { continue }
            // A feed zipped with its folder has its files one level down; the shallowest copy wins.
            if let existing = chosen[last], existing.depth <= components.count { continue }
            chosen[last] = (entry, components.count)
        }
        if count > limits.maxEntries { throw .tooManyEntries(count: count, limit: limits.maxEntries) }
        if declaredTotal > limits.maxTotalUncompressedBytes {
            throw .uncompressedSizeTooLarge(bytes: declaredTotal, limit: limits.maxTotalUncompressedBytes)
        }
        return chosen.mapValues(\.entry)
    }

    /// Inflates one entry into `sink`, stopping as soon as it exceeds its declared size or the archive's total limit,
    /// or `sink` answers false (nobody wants the rest).
    private static func inflate(
        _ entry: Entry, of archive: Archive, path: String, total: inout UInt64, limits: ZipSafetyLimits,
        into sink: (UnsafeRawBufferPointer) -> Bool
    ) throws(FeedLoadError) {
        var runningTotal = total
        var inflated: UInt64 = 0
        var checksum = CRC32Checksum()
        do {
            // The library's byte-at-a-time CRC is skipped for speed; the entry is checked below instead.
            _ = try archive.extract(entry, bufferSize: 1 << 16, skipCRC32: true) { chunk in
                runningTotal += UInt64(chunk.count)
                inflated += UInt64(chunk.count)
                if runningTotal > limits.maxTotalUncompressedBytes {
                    throw FeedLoadError.uncompressedSizeTooLarge(bytes: runningTotal, limit: limits.maxTotalUncompressedBytes)
                }
                if inflated > entry.uncompressedSize {
                    throw FeedLoadError.unreadableArchive(path: path, reason: "\(entry.path) inflates past its declared size")
                }
                let wanted = chunk.withUnsafeBytes { bytes in
                    checksum.update(bytes)
                    return sink(bytes)
                }
                if !wanted { throw FeedLoadError.unreadableArchive(path: path, reason: "\(entry.path) was not read") }
            }
        } catch let error as FeedLoadError {
            throw error
        } catch {
            throw .unreadableArchive(path: path, reason: "\(entry.path): \(error)")
        }
        guard checksum.value == entry.checksum, inflated == entry.uncompressedSize else {
            throw .unreadableArchive(path: path, reason: "\(entry.path) is corrupted (checksum or size mismatch)")
        }
        total = runningTotal
    }

    /// Whether an entry path stays inside the archive: relative, no `..` component, no drive letter.
    static func isSafe(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("\\") { return false }
        let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        if components.contains("..") { return false }
        if let first = components.first, first.count == 2, first.last == ":" { return false }
        return true
    }
}

/// Limits that keep a hostile or broken zip from exhausting memory or escaping its folder.
public struct ZipSafetyLimits: Sendable, Equatable {
    /// Most entries an archive may have (a GTFS zip has about a dozen).
    public var maxEntries: Int
    /// Most bytes all entries may unpack to together.
    public var maxTotalUncompressedBytes: UInt64
    /// Highest uncompressed : compressed ratio of one entry (text compresses about 10:1; bombs 1000:1).
    public var maxCompressionRatio: UInt64
    /// Entries smaller than this when unpacked are exempt from the ratio check (tiny files compress oddly).
    public var ratioCheckMinimumBytes: UInt64

    /// Limits with sane defaults: 200 entries, 500 MB, 100:1 for entries of 1 MiB or more.
    public init(
        maxEntries: Int = 200, maxTotalUncompressedBytes: UInt64 = 500_000_000, maxCompressionRatio: UInt64 = 100,
        ratioCheckMinimumBytes: UInt64 = 1 << 20
    ) {
        self.maxEntries = maxEntries
        self.maxTotalUncompressedBytes = maxTotalUncompressedBytes
        self.maxCompressionRatio = maxCompressionRatio
        self.ratioCheckMinimumBytes = ratioCheckMinimumBytes
    }
}
