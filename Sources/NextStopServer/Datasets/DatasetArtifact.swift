/// A document the datasets endpoints serve besides the metadata: a version's dataset file, or the delta that turns
/// one version into a later one. Neither ever changes once made, so each is produced once and cached.
enum DatasetArtifact: Hashable, Sendable {
    case file(version: Int)
    case delta(from: Int, to: Int)
}
