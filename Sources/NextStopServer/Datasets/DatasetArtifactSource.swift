import Foundation
import NextStopDataset

/// A document the datasets endpoints serve besides the metadata: a version's dataset file, or the delta that turns
/// one version into a later one. Neither ever changes once made, so each is produced once and cached.
enum DatasetArtifact: Hashable, Sendable {
    case file(version: Int)
    case delta(from: Int, to: Int)
}

/// Produces an artifact's bytes from a publication: a version's file as stored, or a delta computed from two versions.
struct DatasetArtifactSource: Sendable {
    let publication: DatasetPublication

    /// The artifact uncompressed, tagged by its content.
    func identity(of artifact: DatasetArtifact) throws -> Representation {
        switch artifact {
        case .file(let version):
            let file = try publication.file(version)
            return Representation(identity: file.data, tag: file.sha256)
        case .delta(let from, let to):
            guard let delta = try publication.delta(from, to) else {
                throw DatasetStoreError.noDeltas(dataset: publication.name)
            }
            return Representation(identity: delta, tag: "delta-\(from)-\(to)")
        }
    }
}
