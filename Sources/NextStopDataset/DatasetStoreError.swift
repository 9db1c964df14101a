import Foundation

/// Why the dataset store could not give or take a dataset.
public enum DatasetStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    case noCurrentDataset(folder: String)
    case missingVersion(Int)
    case checksumMismatch(version: Int)
    case versionNotNewer(version: Int, current: Int)
    case noDeltas(dataset: String)

    public var description: String {
        switch self {
        case .noCurrentDataset(let folder):
            // A store's folder is named after its dataset, which is also what `collect` is told to collect.
            "no dataset in \(folder); run `nextstop collect \(URL(fileURLWithPath: folder).lastPathComponent)` first"
        case .missingVersion(let version): "dataset version \(version) is not in the store"
        case .checksumMismatch(let version): "dataset version \(version) does not match its sha256 checksum"
        case .versionNotNewer(let version, let current): "version \(version) is not newer than the current \(current)"
        case .noDeltas(let dataset): "the \(dataset) dataset offers no deltas"
        }
    }
}
