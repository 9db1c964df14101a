import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// Puts a verified dataset into the store whole: the file, its local metadata, the signed metadata exactly as
/// received (so the client can serve as a mirror) and a short report.
struct DatasetInstaller {
    let store: DatasetStore
    let metadata: DistributionMetadata
    /// The `metadata.json` bytes the signature was checked on.
    let signedMetadata: Data

    /// Makes the version current again when the store still holds it with the signed checksum and it loads;
    /// returns whether it did.
    func reinstateStored() throws -> Bool {
        guard try store.versions().contains(metadata.version),
            let stored = try? store.load(version: metadata.version),
            stored.metadata.sha256Checksum == metadata.file.sha256
        else { return false }
        try store.makeCurrent(version: metadata.version)
        return true
    }

    /// Installs a file already checked against the signed metadata, with the network it decodes to.
    func install(file: Data, network: BusNetwork, report: UpdateReport) throws {
        let local = DatasetMetadata(
            describing: network, file: file, version: metadata.version, generatedAt: metadata.generatedAt,
            dataset: metadata.dataset)
        try store.publish(
            dataset: file, metadata: local, report: try report.encoded(),
            extraFiles: [DatasetStore.publishedFileName: signedMetadata])
    }
}
