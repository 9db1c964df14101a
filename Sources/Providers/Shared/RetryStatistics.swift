/// Counts of what a `RetryingTransport` has done, for run reports and metrics.
public struct RetryStatistics: Sendable, Hashable {
    /// Requests sent through the transport.
    public var requests: Int
    /// Attempts sent upstream, first tries included.
    public var attempts: Int
    /// Attempts that were retries.
    public var retries: Int
    /// Retries that followed a 403.
    public var forbiddenRetries: Int
    /// Requests whose attempts ran out while the upstream still answered with a retryable failure.
    public var exhausted: Int
    /// Seconds spent waiting between attempts.
    public var waitedSeconds: Double

    /// Counts as given; all zero by default.
    public init(
        requests: Int = 0, attempts: Int = 0, retries: Int = 0, forbiddenRetries: Int = 0, exhausted: Int = 0,
        waitedSeconds: Double = 0
    ) {
        self.requests = requests
        self.attempts = attempts
        self.retries = retries
        self.forbiddenRetries = forbiddenRetries
        self.exhausted = exhausted
        self.waitedSeconds = waitedSeconds
    }
}
