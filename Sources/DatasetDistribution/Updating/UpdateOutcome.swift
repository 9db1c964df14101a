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

/// How far a download has come.
public struct DownloadProgress: Sendable, Hashable {
    /// Bytes of the file received so far, counting those an earlier run left in a partial file.
    public var bytesReceived: Int
    /// The file's size as served (compressed, when gzip), once the publisher has said.
    public var bytesExpected: Int?

    public init(bytesReceived: Int, bytesExpected: Int?) {
        self.bytesReceived = bytesReceived
        self.bytesExpected = bytesExpected
    }
}
