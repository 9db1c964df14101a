/// Why the dataset store could not give or take a dataset.
public enum DatasetStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    case noCurrentDataset(folder: String)
    case missingVersion(Int)
    case checksumMismatch(version: Int)
    case versionNotNewer(version: Int, current: Int)

    public var description: String {
        switch self {
        case .noCurrentDataset(let folder): "no dataset in \(folder); run `nextstop collect hk-bus` first"
        case .missingVersion(let version): "dataset version \(version) is not in the store"
        case .checksumMismatch(let version): "dataset version \(version) does not match its sha256 checksum"
        case .versionNotNewer(let version, let current): "version \(version) is not newer than the current \(current)"
        }
    }
}
