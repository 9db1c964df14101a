import Foundation
import GTFS
import ZIPFoundation

/// A small hand-written feed as file texts, written to a fresh temporary folder or zip for each test.
struct TestFeed {
    var files: [String: String]

    /// The same feed with `name` replaced (or removed when `text` is nil).
    func with(_ name: String, _ text: String?) -> TestFeed {
        var copy = self
        copy.files[name] = text
        return copy
    }

    /// Writes the files to a new temporary folder.
    func writeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtfs-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Writes the files, plus `extraEntries` (path → contents), into a new temporary zip.
    func writeZip(extraEntries: [(path: String, contents: Data)] = [], compression: CompressionMethod = .deflate) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtfs-test-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        let entries = files.sorted { $0.key < $1.key }.map { ($0.key, Data($0.value.utf8)) } + extraEntries
        for (path, contents) in entries {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(contents.count), compressionMethod: compression,
                provider: { position, size in contents.subdata(in: Int(position)..<Int(position) + size) })
        }
        return url
    }

    /// Loads the feed from a folder.
    func load() throws -> GTFSFeed {
        let folder = try writeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try GTFSFeed(contentsOf: folder)
    }
}

/// Instants written as ISO 8601 with an offset, for expectations.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("bad ISO 8601 in test: \(text)") }
    return date
}

/// A service date written `YYYY-MM-DD`, for expectations.
func date(_ text: String) -> ServiceDate {
    guard let date = ServiceDate(text) else { fatalError("bad date in test: \(text)") }
    return date
}

/// The ISO 8601 text of an instant in Los Angeles time, for readable failures.
func losAngeles(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
}
