import Foundation
import NextStopCore
import NextStopDataset

/// What the updater remembers between runs, in `update-state.json` in the store's folder: the source, when it last
/// reached it, the ETag of the metadata it last read, and the version the user rolled back from.
struct UpdateState: Codable, Hashable {
    static let fileName = "update-state.json"

    var source: String?
    /// When a check last got an answer from `source`, whatever the answer was.
    var lastCheck: Date?
    var metadataETag: String?
    /// The version the metadata under `metadataETag` describes: the ETag is worth sending only while that version
    /// is the one in use, since a 304 then means exactly "nothing new".
    var metadataVersion: Int?
    /// The version the user last rolled back from: an unforced update installs only versions newer than it.
    var rolledBackFrom: Int?

    enum CodingKeys: String, CodingKey {
        case source
        case lastCheck = "last_check"
        case metadataETag = "metadata_etag"
        case metadataVersion = "metadata_version"
        case rolledBackFrom = "rolled_back_from"
    }

    /// The state saved in a store's folder; none, or an unreadable file, reads as a fresh state, which costs at
    /// most one extra check.
    static func load<Kind>(from store: DatasetStore<Kind>) -> UpdateState {
        guard let data = FileManager.default.contents(atPath: url(in: store).path),
            let state = try? APIJSON.decoder().decode(UpdateState.self, from: data)
        else { return UpdateState() }
        return state
    }

    /// Replaces the saved state whole.
    func save<Kind>(in store: DatasetStore<Kind>) throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try AtomicFile.write(try APIJSON.encoder().encode(self), to: Self.url(in: store))
    }

    /// The state as it applies to `source`: another publisher's check time and ETag say nothing about this one.
    func scoped(to source: DatasetSource) -> UpdateState {
        guard self.source != source.description else { return self }
        return UpdateState(source: source.description, rolledBackFrom: rolledBackFrom)
    }

    /// When the next unforced check is due, if that is still ahead of `now`.
    func nextCheck(after now: Date, interval: TimeInterval) -> Date? {
        guard let lastCheck else { return nil }
        let elapsed = now.timeIntervalSince(lastCheck)
        // A clock set back before the last check must not put off checks for as long as it was set back.
        return (0..<interval).contains(elapsed) ? lastCheck.addingTimeInterval(interval) : nil
    }

    private static func url<Kind>(in store: DatasetStore<Kind>) -> URL { store.folder.appendingPathComponent(fileName) }
}

/// An exclusive lock on a store's updates, held while one update or rollback runs, so that two processes (a
/// `nextstop update` and a mirroring server, say) never download into the same partial file at once. The operating
/// system releases it if the process dies.
final class UpdateLock {
    private let lock: FileLock

    /// Takes the lock of `store`, or fails at once if another process holds it.
    init<Kind>(_ store: DatasetStore<Kind>) throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        guard let lock = try? FileLock.ifFree(store.folder.appendingPathComponent(".update.lock")) else {
            throw UpdateError.busy(dataset: store.dataset)
        }
        self.lock = lock
    }
}
