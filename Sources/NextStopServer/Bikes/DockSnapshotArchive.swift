import Bikes
import Foundation
import Providers

/// The last good poll of a bike system on disk, its bodies exactly as the upstream sent them, so a restarted server
/// shows docks at once (with their true age) even when the upstream is down. Each file's modification date is when
/// it was fetched.
public struct DockSnapshotArchive: Sendable {
    public let directory: URL
    /// The bodies kept, by file name; the first dates the snapshot.
    let names: [String]
    let read: @Sendable ([String: Data]) throws -> DockList

    /// An archive in `directory` of the bodies `names`, read back into docks with `read`.
    public init(directory: URL, names: [String], read: @escaping @Sendable ([String: Data]) throws -> DockList) {
        self.directory = directory
        self.names = names
        self.read = read
    }

    /// London's `/BikePoint` answer, at `DATA/bikes/bikepoint.json`.
    public static func london(dataDirectory: URL) -> DockSnapshotArchive {
        DockSnapshotArchive(
            directory: dataDirectory.appendingPathComponent("bikes"), names: [TfLClient.archiveName],
            read: { try TfLClient.bikePoints(from: $0[TfLClient.archiveName] ?? Data()) })
    }

    /// A GBFS system's two station bodies, at `DATA/bikes/<system>/`.
    public static func gbfs(system: String, dataDirectory: URL, languages: [String]) -> DockSnapshotArchive {
        DockSnapshotArchive(
            directory: dataDirectory.appendingPathComponent("bikes").appendingPathComponent(system),
            names: [GBFSClient.statusName, GBFSClient.informationName],
            read: { try GBFSClient.docks(kept: $0, languages: languages) })
    }

    /// Replaces the kept bodies with those of `list`, fetched at `fetchedAt`; each written whole or not at all.
    public func save(_ list: DockList, fetchedAt: Date) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names {
            guard let body = list.bodies[name] else { continue }
            let file = directory.appendingPathComponent(name)
            try body.write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.modificationDate: fetchedAt], ofItemAtPath: file.path)
        }
    }

    /// The kept docks as a snapshot dated when they were fetched, or nil when there is no usable copy.
    public func load() -> DockSnapshot? {
        var bodies: [String: Data] = [:]
        for name in names {
            bodies[name] = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        }
        guard let first = names.first,
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(first).path),
            let fetchedAt = attributes[.modificationDate] as? Date,
            let list = try? read(bodies)
        else { return nil }
        return DockSnapshot(docks: list.docks, fetchedAt: fetchedAt)
    }
}
