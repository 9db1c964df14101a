import Foundation
import NextStopDataset

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a store's updates, held while one update or rollback runs, so that two processes (a
/// `nextstop update` and a mirroring server, say) never download into the same partial file at once. The operating
/// system releases it if the process dies.
final class UpdateLock {
    private let descriptor: Int32

    /// Takes the lock of `store`, or fails at once if another process holds it.
    init(_ store: DatasetStore) throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        let path = store.folder.appendingPathComponent(".update.lock").path
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw UpdateError.busy(dataset: store.dataset) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw UpdateError.busy(dataset: store.dataset)
        }
    }

    deinit { close(descriptor) }
}
