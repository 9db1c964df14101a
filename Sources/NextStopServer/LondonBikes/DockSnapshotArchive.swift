import Foundation
import LondonBikes
import Providers

/// The last good `/BikePoint` answer on disk, exactly as TfL sent it, so a restarted server shows docks at once
/// (with their true age) even when TfL is down. The file's modification date is when it was fetched.
public struct DockSnapshotArchive: Sendable {
    public let file: URL

    /// The archive at `DATA/bikes/bikepoint.json`.
    public init(dataDirectory: URL) {
        file = dataDirectory.appendingPathComponent("bikes").appendingPathComponent("bikepoint.json")
    }

    /// Replaces the kept answer with `body`, fetched at `fetchedAt`; written whole or not at all.
    public func save(_ body: Data, fetchedAt: Date) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try body.write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: fetchedAt], ofItemAtPath: file.path)
    }

    /// The kept docks as a snapshot dated when they were fetched, or nil when there is no usable copy.
    public func load() -> DockSnapshot? {
        guard let body = FileManager.default.contents(atPath: file.path),
            let fetchedAt = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date,
            let list = try? TfLClient.bikePoints(from: body)
        else { return nil }
        return DockSnapshot(docks: list.docks, fetchedAt: fetchedAt)
    }
}
