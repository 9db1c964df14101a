import Foundation

/// A feed's known files by name: `stop_times.txt`, most of a feed, as a `StreamedFile` (it may still be arriving),
/// the others whole.
struct FeedFiles {
    var texts: [String: Data]
    var streamed: StreamedFile?

    /// The files of `texts`, `stop_times.txt` taken out to be streamed.
    init(texts: [String: Data]) {
        var texts = texts
        streamed = texts.removeValue(forKey: StopTimesParser.fileName).map(StreamedFile.init)
        self.texts = texts
    }
}

/// Finds a feed's text files at a path: a zip archive (recognised by its signature, not its name) or a folder.
enum FeedSource {
    /// The GTFS files this package reads; others (shapes, transfers, …) are left unread.
    static let knownFiles: Set<String> = [
        "agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt", "calendar.txt", "calendar_dates.txt",
        "feed_info.txt",
    ]

    /// The known files present at `url`.
    static func readFiles(at url: URL, limits: ZipSafetyLimits) throws(FeedLoadError) -> FeedFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .notFound(path: url.path)
        }
        if isDirectory.boolValue { return FeedFiles(texts: try readFolder(url)) }
        guard hasZipSignature(url) else { throw .notAFeed(path: url.path) }
        return try ZipFeedReader.readFiles(at: url, wanted: knownFiles, streamed: StopTimesParser.fileName, limits: limits)
    }

    private static func readFolder(_ folder: URL) throws(FeedLoadError) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in knownFiles {
            let fileURL = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: fileURL.path) else { continue }
            do {
                files[name] = try Data(contentsOf: fileURL)
            } catch {
                throw .unreadableFile(path: fileURL.path, reason: "\(error)")
            }
        }
        return files
    }

    /// Whether the file starts like a zip: a local file header (`PK\3\4`) or an empty archive's end record (`PK\5\6`).
    private static func hasZipSignature(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4), head.count == 4 else { return false }
        let bytes = [UInt8](head)
        guard bytes[0] == 0x50, bytes[1] == 0x4B else { return false }
        return (bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6)
    }
}
