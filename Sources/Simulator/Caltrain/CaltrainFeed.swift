import Foundation
import GTFS

/// Counts describing a generated feed.
public struct CaltrainFeedSummary: Sendable, Equatable, Codable {
    /// Parent stations (`location_type` 1).
    public let stations: Int
    /// Timetable periods the window was cut into (1 at the default scale).
    public let periods: Int
    /// Distinct `service_id`s.
    public let services: Int
    /// Rows of trips.txt.
    public let trips: Int
    /// Rows of stop_times.txt.
    public let stopTimes: Int
    /// Trips per timetable, summed over the periods.
    public let tripsByKind: [CaltrainServiceKind: Int]
}

/// A generated GTFS feed: file name → bytes, to keep in memory, write to a folder or zip.
public struct CaltrainFeed: Sendable {
    /// The files in the order a publisher lists them.
    public static let fileNames = [
        "agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt", "calendar.txt", "calendar_dates.txt",
        "transfers.txt", "feed_info.txt",
    ]

    /// Each file's bytes by name (`stops.txt` …).
    public let files: [String: Data]
    /// What the feed holds.
    public let summary: CaltrainFeedSummary
    /// The timestamp given to every zip entry, so equal feeds zip to equal bytes.
    let modificationDate: Date

    /// Writes every file into `directory`, creating it if needed.
    public func write(toDirectory directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in Self.fileNames {
            try files[name]?.write(to: directory.appendingPathComponent(name), options: .atomic)
        }
    }

    /// The files as one deflated zip, entries at its root.
    public func zipData() throws -> Data {
        try GTFSArchive.zip(Self.fileNames.compactMap { name in files[name].map { (name, $0) } }, modifiedAt: modificationDate)
    }

    /// Writes the zip to `url`.
    public func writeZip(to url: URL) throws {
        try zipData().write(to: url, options: .atomic)
    }
}
