import Foundation
import NextStopCore

/// Sends a request again after a transient failure or a 403, waiting as its `RetryPolicy` says, all within the
/// request's `timeout`: the budget of the whole call, retries and waits included.
///
/// Each attempt gets what is left of the budget as its timeout, and no wait starts that would end past it. When
/// attempts or budget run out it returns the last response, or throws the last error, so the caller classifies the
/// outcome itself; a final 403 comes back as a response, not an error, and so does a 429 whose `Retry-After` the
/// budget could not wait out.
public final class RetryingTransport: HTTPTransport, Sendable {
    private let base: any HTTPTransport
    /// The rules this transport follows.
    public let policy: RetryPolicy
    private let timeSource: any TimeSource
    private let jitter: @Sendable () -> Double
    private let counters = LockedValue(RetryStatistics())

    /// Retries requests sent through `base`; `jitter` returns a number in 0..<1 and waits go through `timeSource`.
    public init(
        base: any HTTPTransport,
        policy: RetryPolicy = RetryPolicy(),
        timeSource: any TimeSource = SystemTimeSource(),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        self.policy = policy
        self.timeSource = timeSource
        self.jitter = jitter
    }

    /// What this transport has done so far.
    public var statistics: RetryStatistics { counters.value }

    /// Sends `request`, retrying as the policy and its budget allow, and returns the last response or throws the
    /// last error.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        counters.withLock { $0.requests += 1 }
        let deadline = timeSource.now().addingTimeInterval(request.timeout)
        var attempts = 0
        var forbiddenAttempts = 0
        while true {
            attempts += 1
            counters.withLock { $0.attempts += 1 }
            var attempt = request
            attempt.timeout = deadline.timeIntervalSince(timeSource.now())
            let wait: Double
            let afterForbidden: Bool
            do {
                let response = try await base.send(attempt)
                afterForbidden = response.status == 403
                if afterForbidden { forbiddenAttempts += 1 }
                guard
                    policy.allowsRetry(
                        status: response.status, attempts: attempts, forbiddenAttempts: forbiddenAttempts
                    )
                else {
                    if policy.isRetryable(status: response.status) { counters.withLock { $0.exhausted += 1 } }
                    return response
                }
                wait = policy.delay(beforeRetry: attempts, retryAfter: retryAfter(in: response), jitter: jitter())
                guard endsBefore(deadline, afterWaiting: wait) else {
                    counters.withLock { $0.exhausted += 1 }
                    return response
                }
            } catch {
                guard policy.allowsRetry(after: error, attempts: attempts) else {
                    if policy.isRetryable(error) { counters.withLock { $0.exhausted += 1 } }
                    throw error
                }
                afterForbidden = false
                wait = policy.backoff(beforeRetry: attempts, jitter: jitter())
                guard endsBefore(deadline, afterWaiting: wait) else {
                    counters.withLock { $0.exhausted += 1 }
                    throw error
                }
            }
            try await timeSource.sleep(seconds: wait)
            counters.withLock {
                $0.retries += 1
                $0.waitedSeconds += wait
                if afterForbidden { $0.forbiddenRetries += 1 }
            }
        }
    }

    private func endsBefore(_ deadline: Date, afterWaiting wait: Double) -> Bool {
        timeSource.now().addingTimeInterval(wait) < deadline
    }

    private func retryAfter(in response: HTTPResponse) -> Double? {
        response.header("Retry-After").flatMap { UpstreamError.retryAfterSeconds($0, now: timeSource.now()) }
    }
}
