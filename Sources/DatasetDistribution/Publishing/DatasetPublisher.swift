import Foundation
import NextStopDataset

/// Signs what a store publishes: writes the current version's `published.json`, offering a delta from each older
/// version the store still holds when that delta is smaller than the file itself (a delta from a distant version
/// can outgrow it, and then the file is the cheaper download).
public struct DatasetPublisher<Kind: DatasetKind>: Sendable {
    public let store: DatasetStore<Kind>
    public let key: PublisherKey

    public init(store: DatasetStore<Kind>, key: PublisherKey) {
        self.store = store
        self.key = key
    }

    /// Signs the current version unless it is already signed by this key with sized deltas; returns what it
    /// published.
    @discardableResult
    public func signCurrent() throws -> DistributionMetadata<Kind>? {
        guard let version = try store.currentVersion() else { return nil }
        let url = store.folder(of: version).appendingPathComponent(VersionFile.published)
        if let existing = FileManager.default.contents(atPath: url.path),
            let signed = try? SignedMetadata.decode(existing),
            let metadata: DistributionMetadata<Kind> = try? signed.verified(by: key.publicKey),
            metadata.deltas.allSatisfy({ $0.sizeBytes != nil })
        {
            return metadata
        }
        let metadata = try distribution(of: try store.load(version: version))
        try AtomicFile.write(try SignedMetadata(signing: metadata, with: key).encoded(), to: url)
        return metadata
    }

    /// The signed `published.json` of a version about to be published, so that it can be written with the version
    /// and never be missing once the version is current.
    func signedDocument(for dataset: LoadedDataset<Kind>) throws -> Data {
        try SignedMetadata(signing: try distribution(of: dataset), with: key).encoded()
    }

    /// The published form of `dataset`, with the deltas worth offering, newest base first.
    private func distribution(of dataset: LoadedDataset<Kind>) throws -> DistributionMetadata<Kind> {
        let target = dataset.metadata
        let deltas = try store.versions().filter { $0 < target.version }.sorted(by: >).compactMap { base -> DeltaLink? in
            // A stored version that no longer reads back whole is no base to offer.
            guard let from = try? store.load(version: base), let size = try Kind.delta(from: from, to: dataset)?.count
            else { return nil }
            return size < target.fileSizeBytes ? DeltaLink(from: base, to: target.version, sizeBytes: size) : nil
        }
        return DistributionMetadata(target, deltas: deltas)
    }
}
