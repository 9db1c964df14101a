import Foundation
import NextStopCore

/// When and how long to wait before sending a request again.
///
/// Transient outcomes (429, 5xx, a timeout, an unreachable host) are retried up to `maxAttempts` attempts in all;
/// a 403 is retried until `maxForbiddenAttempts` attempts have answered 403; any other answer is final.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts for one request, counting the first.
    public var maxAttempts: Int
    /// The most attempts that may answer 403 before that answer is accepted, counting the first.
    public var maxForbiddenAttempts: Int
    /// The backoff ceiling before the first retry, in seconds; it doubles with each retry.
    public var baseDelay: Double
    /// The most the backoff ceiling grows to, in seconds.
    public var maxDelay: Double
    /// The longest an upstream's `Retry-After` is honoured, in seconds; a longer one is cut to this.
    public var maxRetryAfter: Double

    /// A policy; the defaults suit the KMB and Citybus open-data APIs.
    public init(
        maxAttempts: Int = 5,
        maxForbiddenAttempts: Int = 3,
        baseDelay: Double = 0.5,
        maxDelay: Double = 30,
        maxRetryAfter: Double = 60
    ) {
        self.maxAttempts = maxAttempts
        self.maxForbiddenAttempts = maxForbiddenAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// A policy that sends each request once.
    public static let never = RetryPolicy(maxAttempts: 1, maxForbiddenAttempts: 1)

    /// Whether a response with `status` is worth sending again, whatever the attempt count.
    public func isRetryable(status: Int) -> Bool {
        status == 403 || status == 429 || (500...599).contains(status)
    }

    /// Whether a thrown error is worth sending again: a timeout or no connection, never a cancellation.
    public func isRetryable(_ error: any Error) -> Bool {
        guard let error = error as? UpstreamError else { return false }
        switch error {
        case .timeout, .unreachable: return true
        default: return false
        }
    }

    /// Whether to send again after `attempts` attempts, of which `forbiddenAttempts` answered 403, ended in `status`.
    public func allowsRetry(status: Int, attempts: Int, forbiddenAttempts: Int) -> Bool {
        guard isRetryable(status: status), attempts < maxAttempts else { return false }
        // Special Citybus routes answer 403 for a while; retrying a few times is what works, API-NOTES §Citybus 4.
        return status != 403 || forbiddenAttempts < maxForbiddenAttempts
    }

    /// Whether to send again after `attempts` attempts, the last of which threw `error`.
    public func allowsRetry(after error: any Error, attempts: Int) -> Bool {
        isRetryable(error) && attempts < maxAttempts
    }

    /// The backoff before retry number `retry` (1 for the first): full jitter, `jitter` (in 0..<1) times a ceiling
    /// that starts at `baseDelay` and doubles up to `maxDelay`.
    public func backoff(beforeRetry retry: Int, jitter: Double) -> Double {
        let exponent = Double(max(0, retry - 1))
        let ceiling = min(maxDelay, baseDelay * pow(2, exponent))
        return min(max(0, jitter), 1) * ceiling
    }

    /// How long to wait before retry number `retry`: the upstream's `Retry-After`, capped, when it gave one,
    /// else the jittered backoff.
    public func delay(beforeRetry retry: Int, retryAfter: Double?, jitter: Double) -> Double {
        if let retryAfter { return min(max(0, retryAfter), maxRetryAfter) }
        return backoff(beforeRetry: retry, jitter: jitter)
    }
}
