import Foundation
import NextStopDataset

/// An exclusive lock on a store's updates, held while one update or rollback runs, so that two processes (a
/// `nextstop update` and a mirroring server, say) never download into the same partial file at once. The operating
/// system releases it if the process dies.
final class UpdateLock {
    private let lock: FileLock

    /// Takes the lock of `store`, or fails at once if another process holds it.
    init(_ store: DatasetStore) throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        guard let lock = try? FileLock.ifFree(store.folder.appendingPathComponent(".update.lock")) else {
            throw UpdateError.busy(dataset: store.dataset)
        }
        self.lock = lock
    }
}
