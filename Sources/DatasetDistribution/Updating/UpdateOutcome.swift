import Foundation

/// How an installed version reached the store.
public enum InstallMethod: String, Sendable, Hashable, Codable {
    /// A delta from the current version, applied and checked against the signed checksums.
    case delta
    /// The whole file.
    case full
    /// The version was still in the store (from before a rollback) and was made current again.
    case stored
}

/// What an update did.
public enum UpdateOutcome: Sendable, Hashable {
    /// The last check was less than a day ago; nothing was sent.
    case checkedRecently(nextCheck: Date)
    /// The publisher has nothing newer than the version in use.
    case unchanged(version: Int, bytesDownloaded: Int)
    /// The publisher's version is one the user rolled back from: it is installed only when forced.
    case skippedRolledBack(version: Int, current: Int, bytesDownloaded: Int)
    case installed(version: Int, via: InstallMethod, bytesDownloaded: Int)

    /// Bytes received from the publisher: bodies and headers as the transport returned them.
    public var bytesDownloaded: Int {
        switch self {
        case .checkedRecently: 0
        case .unchanged(_, let bytes), .skippedRolledBack(_, _, let bytes), .installed(_, _, let bytes): bytes
        }
    }
}
