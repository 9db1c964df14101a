import Foundation

/// How slow a publisher may be before an update gives up, so that one trickling a byte a second can never hold an
/// update (or a mirror's refresh) for ever: each request must arrive at `minimumBytesPerSecond` or better, after
/// `allowance` seconds for connecting and the first byte, and the whole update must end within `deadline` seconds.
public struct DownloadLimits: Sendable, Hashable {
    /// The slowest rate accepted, in bytes a second: 16 KiB/s, a poor mobile connection's.
    public var minimumBytesPerSecond: Int
    /// Seconds each request gets on top, for connecting and waiting for the first byte.
    public var allowance: TimeInterval
    /// Seconds the whole update may take, metadata, downloads and retries included.
    public var deadline: TimeInterval

    public init(minimumBytesPerSecond: Int = 16 * 1_024, allowance: TimeInterval = 10, deadline: TimeInterval = 600) {
        self.minimumBytesPerSecond = max(1, minimumBytesPerSecond)
        self.allowance = allowance
        self.deadline = deadline
    }

    /// The limits every update has unless told otherwise.
    public static let standard = DownloadLimits()

    /// The longest a request for `bytes` bytes may take at the slowest rate accepted.
    func timeout(forBytes bytes: Int) -> TimeInterval {
        allowance + Double(bytes) / Double(minimumBytesPerSecond)
    }
}
