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

    /// The signed metadata (`published.json`, served byte for byte) of the version clients are offered, read afresh
    /// so that a newly signed version shows at once; `nil` when no version up to the current one is signed.
    func currentPublishedMetadata() throws -> Data? {
        guard let version = try store.publishedVersion() else { return nil }
        let url = store.folder(of: version).appendingPathComponent(DatasetStore.publishedFileName)
        return FileManager.default.contents(atPath: url.path)
    }
}
