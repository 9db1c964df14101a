/// How hard one upstream host may be pressed.
public struct HostLimits: Sendable, Hashable {
    /// The most requests in flight to the host at once.
    public var maxConcurrent: Int
    /// The least time between the starts of two requests to the host, in seconds.
    public var minSpacing: Double

    /// Limits for one host; the defaults suit the KMB and Citybus open-data APIs.
    public init(maxConcurrent: Int = 8, minSpacing: Double = 0.05) {
        self.maxConcurrent = maxConcurrent
        self.minSpacing = minSpacing
    }
}
