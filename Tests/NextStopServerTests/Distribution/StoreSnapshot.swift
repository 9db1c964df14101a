import Foundation
import HongKongBusDataset
import NextStopCore
import NextStopDataset

/// The disk as a crash at one moment would leave it: `take()` copies a store's folder once, and `taken()` gives the
/// copy, which a test then treats as the store a restarted process finds.
final class StoreSnapshot: Sendable {
    /// A snapshot that was never taken.
    struct NotTaken: Error {}

    private let copy: DatasetStore<HKBusDataset>
    private let original: DatasetStore<HKBusDataset>
    private let outcome = LockedValue<Result<Void, any Error>?>(nil)

    /// A snapshot of `original`'s folder, to go into a store in `dataDirectory`.
    init(of original: DatasetStore<HKBusDataset>, into dataDirectory: URL) {
        self.original = original
        copy = DatasetStore<HKBusDataset>(dataDirectory: dataDirectory)
    }

    /// Copies the store's folder as it is now, unless a snapshot was already taken.
    func take() {
        outcome.withLock { outcome in
            guard outcome == nil else { return }
            outcome = Result {
                try FileManager.default.createDirectory(
                    at: copy.folder.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: original.folder, to: copy.folder)
            }
        }
    }

    /// The copied store; throws when no snapshot was taken or the copy failed.
    func taken() throws -> DatasetStore<HKBusDataset> {
        guard let outcome = outcome.value else { throw NotTaken() }
        try outcome.get()
        return copy
    }
}
