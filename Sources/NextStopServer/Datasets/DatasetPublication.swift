import Foundation
import NextStopDataset

/// The datasets a server publishes at `/datasets/{dataset}`: the versions its store holds and the signed metadata
/// of the current one.
public struct DatasetPublication: Sendable {
    /// Where the versions are kept; its dataset's name is the one in the URL (`hk-bus`).
    public let store: DatasetStore

    /// Publishes the versions in `store`.
    public init(store: DatasetStore) {
        self.store = store
    }

    /// The current version's signed metadata (`published.json`, served byte for byte), read afresh so that a new
    /// current version shows at once; `nil` when there is no current version or it has no signed metadata.
    func currentPublishedMetadata() throws -> Data? {
        guard let version = try store.currentVersion() else { return nil }
        let url = store.folder(of: version).appendingPathComponent(DatasetStore.publishedFileName)
        return FileManager.default.contents(atPath: url.path)
    }
}
