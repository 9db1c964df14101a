import Foundation
import NextStopCore

/// The last good copy of each report on disk, exactly as the upstream sent it, one file per report and language
/// under `DATA/ask/`, so a restarted server answers at once (with the copy's true age) even when the upstream is
/// down. A file's modification date is when it was fetched.
public struct ReportArchive: Sendable {
    public let directory: URL

    /// The archive under `DATA/ask/`.
    public init(dataDirectory: URL) {
        directory = dataDirectory.appendingPathComponent("ask")
    }

    /// Replaces the kept copy of `report` in `language` with `body`, fetched at `fetchedAt`; written whole or not at
    /// all.
    func save(_ body: Data, report: String, language: Language, fetchedAt: Date) throws {
        let file = file(report, language)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try body.write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: fetchedAt], ofItemAtPath: file.path)
    }

    /// The kept body of `report` in `language` and when it was fetched, or nil when there is none.
    func load(report: String, language: Language) -> (body: Data, fetchedAt: Date)? {
        let path = file(report, language).path
        guard let body = FileManager.default.contents(atPath: path),
            let fetchedAt = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return nil }
        return (body, fetchedAt)
    }

    private func file(_ report: String, _ language: Language) -> URL {
        directory.appendingPathComponent("\(report)-\(language.rawValue).json")
    }
}
