/// Why a snapshot could not be read; the store then rebuilds it from the dataset file.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not a snapshot, or one of another layout.
    case otherLayout
    /// The snapshot was made from another version's metadata.
    case otherDataset
    /// The snapshot ends early or refers past its end.
    case damaged(String)

    public var description: String {
        switch self {
        case .otherLayout: "the snapshot has another layout"
        case .otherDataset: "the snapshot was made from another dataset"
        case .damaged(let what): "the snapshot is damaged: \(what)"
        }
    }
}
