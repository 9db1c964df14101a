import Foundation
import NextStopDataset

/// A dataset a server publishes at `/datasets/{name}/…`, whatever its kind: the versions its store holds, the signed
/// metadata of the one clients are offered, and each version's file and deltas.
public struct DatasetPublication: Sendable {
    /// The dataset's name, which is the `{name}` in the URL (`hk-bus`).
    public let name: String
    /// The stored versions, oldest first.
    let versions: @Sendable () throws -> [Int]
    /// The signed metadata (`published.json`, served byte for byte) of the version clients are offered, read afresh
    /// so that a newly signed version shows at once; `nil` when no version up to the current one is signed.
    let currentPublishedMetadata: @Sendable () throws -> Data?
    /// A version's file with the sha256 its metadata records; bytes that do not match it are refused rather than
    /// served under a tag that would lie about them.
    let file: @Sendable (_ version: Int) throws -> (data: Data, sha256: String)
    /// The delta file that turns one version into another; `nil` when the kind offers no deltas.
    let delta: @Sendable (_ from: Int, _ to: Int) throws -> Data?

    /// Publishes the versions in `store`.
    public init<Kind: DatasetKind>(store: DatasetStore<Kind>) {
        name = store.dataset
        versions = { try store.versions() }
        currentPublishedMetadata = {
            guard let version = try store.publishedVersion() else { return nil }
            let url = store.folder(of: version).appendingPathComponent(VersionFile.published)
            return FileManager.default.contents(atPath: url.path)
        }
        file = { version in
            let metadata = try store.metadata(of: version)
            let data = try Data(contentsOf: store.folder(of: version).appendingPathComponent(metadata.fileName))
            guard Checksums.sha256Hex(data) == metadata.sha256Checksum else {
                throw DatasetStoreError.checksumMismatch(version: version)
            }
            return (data, metadata.sha256Checksum)
        }
        delta = { from, to in try Kind.delta(from: try store.load(version: from), to: try store.load(version: to)) }
    }
}
