import Foundation
import HongKongBusDataset
import NextStopDataset
import Testing

extension DistributionWorld {
    /// Files an update leaves in the store's folder while it works: downloads in progress (`.download-…`) and
    /// version folders being written (`.staging-…`).
    static func leftovers(in store: DatasetStore<HKBusDataset>) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []
        return entries.filter { $0.hasPrefix(".download-") || $0.hasPrefix(".staging-") }
    }

    /// The bytes of a version's dataset file in a store.
    static func storedFile(version: Int, in store: DatasetStore<HKBusDataset>) throws -> Data {
        try Data(contentsOf: store.folder(of: version).appendingPathComponent(HKBusDataset.fileName))
    }

    /// Then: the edition is current in `store` (the client's unless given), loads whole, and its file is the
    /// edition's byte for byte.
    func expectCurrent(
        edition: Int, in store: DatasetStore<HKBusDataset>? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let store = store ?? clientStore
        let version = Self.version(ofEdition: edition)
        let file = try Self.datasetFile(ofEdition: edition)
        #expect(try store.currentVersion() == version, sourceLocation: sourceLocation)
        let loaded = try store.loadCurrent()
        #expect(loaded.metadata.version == version, sourceLocation: sourceLocation)
        #expect(loaded.network == (try HKBusDataset.decode(file)), sourceLocation: sourceLocation)
        #expect(try Self.storedFile(version: version, in: store) == file, sourceLocation: sourceLocation)
    }

    /// Then: the edition, downloaded from the publisher, is current in `store` as `expectCurrent` says, its file
    /// is byte for byte the publisher's, its signed metadata is kept for mirroring, and nothing is left half done.
    func expectInstalled(
        edition: Int, in store: DatasetStore<HKBusDataset>? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let store = store ?? clientStore
        let version = Self.version(ofEdition: edition)
        try expectCurrent(edition: edition, in: store, sourceLocation: sourceLocation)
        #expect(
            try Self.storedFile(version: version, in: store)
                == Self.storedFile(version: version, in: publisherStore), sourceLocation: sourceLocation)
        let published = VersionFile.published
        #expect(
            FileManager.default.contents(atPath: store.folder(of: version).appendingPathComponent(published).path)
                == FileManager.default.contents(
                    atPath: publisherStore.folder(of: version).appendingPathComponent(published).path),
            sourceLocation: sourceLocation)
        #expect(Self.leftovers(in: store).isEmpty, sourceLocation: sourceLocation)
    }
}
