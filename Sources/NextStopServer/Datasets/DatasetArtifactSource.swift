import Foundation
import NextStopDataset

/// Produces an artifact's bytes from the store: a version's file as stored, or a delta computed from two versions.
struct DatasetArtifactSource: Sendable {
    let store: DatasetStore

    /// The artifact uncompressed, tagged by its content.
    func identity(of artifact: DatasetArtifact) throws -> Representation {
        switch artifact {
        case .file(let version): try file(of: version)
        case .delta(let from, let to): try delta(from: from, to: to)
        }
    }

    /// A version's dataset file, tagged with the sha256 its metadata records; bytes that do not match it are
    /// refused rather than served under a tag that would lie about them.
    private func file(of version: Int) throws -> Representation {
        let metadata = try store.metadata(of: version)
        let data = try Data(contentsOf: store.folder(of: version).appendingPathComponent(metadata.fileName))
        guard Checksums.sha256Hex(data) == metadata.sha256Checksum else {
            throw DatasetStoreError.checksumMismatch(version: version)
        }
        return Representation(identity: data, tag: metadata.sha256Checksum)
    }

    /// The delta that turns version `from` into version `to`.
    private func delta(from: Int, to: Int) throws -> Representation {
        let delta = DatasetDelta.between(try store.load(version: from), try store.load(version: to))
        return Representation(identity: try delta.encoded(), tag: "delta-\(from)-\(to)")
    }
}
