import Foundation
import NextStopDataset

/// Signs what a store publishes: writes the current version's `published.json`, offering deltas from every older
/// version the store still holds.
public struct DatasetPublisher: Sendable {
    public let store: DatasetStore
    public let key: PublisherKey

    public init(store: DatasetStore, key: PublisherKey) {
        self.store = store
        self.key = key
    }

    /// Signs the current version unless it is already signed by this key; returns what it published.
    @discardableResult
    public func signCurrent() throws -> DistributionMetadata? {
        guard let version = try store.currentVersion() else { return nil }
        let url = store.folder(of: version).appendingPathComponent(DatasetStore.publishedFileName)
        if let existing = FileManager.default.contents(atPath: url.path),
            let signed = try? SignedMetadata.decode(existing), let metadata = try? signed.verified(by: key.publicKey)
        {
            return metadata
        }
        let metadata = try store.metadata(of: version)
        try AtomicFile.write(try signedDocument(for: metadata), to: url)
        return DistributionMetadata(metadata, deltaBases: try store.versions())
    }

    /// The signed `published.json` of a version about to be published, offering deltas from every stored version,
    /// so that it can be written with the version and never be missing once the version is current.
    public func signedDocument(for metadata: DatasetMetadata) throws -> Data {
        try SignedMetadata(signing: DistributionMetadata(metadata, deltaBases: try store.versions()), with: key).encoded()
    }
}
