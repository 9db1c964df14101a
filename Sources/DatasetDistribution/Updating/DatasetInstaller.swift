import Foundation
import NextStopCore
import NextStopDataset

/// Puts a verified dataset into the store whole: the file, its local metadata, the signed metadata exactly as
/// received (so the client can serve as a mirror) and a short report.
struct DatasetInstaller<Kind: DatasetKind> {
    let store: DatasetStore<Kind>
    let metadata: DistributionMetadata<Kind>
    /// The `metadata.json` bytes the signature was checked on.
    let signedMetadata: Data

    /// Makes the version current again when the store still holds it with the signed checksum and it loads;
    /// returns it when it did.
    func reinstateStored() throws -> LoadedDataset<Kind>? {
        guard try store.versions().contains(metadata.version),
            let stored = try? store.load(version: metadata.version),
            stored.metadata.sha256Checksum == metadata.file.sha256
        else { return nil }
        try store.makeCurrent(version: metadata.version)
        return stored
    }

    /// Installs a file already checked against the signed metadata, with the content it decodes to.
    func install(file: Data, content: Kind.Content, report: UpdateReport) throws -> LoadedDataset<Kind> {
        let local = DatasetMetadata<Kind>(
            describing: content, file: file, version: metadata.version, generatedAt: metadata.generatedAt)
        try store.publish(
            dataset: file, metadata: local, report: try report.encoded(),
            extraFiles: [VersionFile.published: signedMetadata], content: content)
        return LoadedDataset(metadata: local, content: content)
    }
}
