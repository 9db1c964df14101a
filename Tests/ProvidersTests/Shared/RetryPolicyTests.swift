import NextStopCore
import Providers
import Testing

struct RetryPolicyTests {
    private let policy = RetryPolicy(maxAttempts: 5, maxForbiddenAttempts: 3, baseDelay: 0.5, maxDelay: 30)

    @Test("the backoff ceiling doubles from the base delay and stops at the maximum")
    func ceilingGrowsAndCaps() {
        let ceilings = (1...9).map { policy.backoff(beforeRetry: $0, jitter: 1) }

        #expect(ceilings == [0.5, 1, 2, 4, 8, 16, 30, 30, 30])
    }

    @Test("full jitter keeps every backoff between zero and the ceiling", arguments: [0, 0.25, 0.5, 0.999_999, 1])
    func jitterStaysInBounds(jitter: Double) {
        for retry in 1...12 {
            let ceiling = min(30, 0.5 * Double(1 << (retry - 1)))

            let backoff = policy.backoff(beforeRetry: retry, jitter: jitter)

            #expect(backoff >= 0)
            #expect(backoff <= ceiling)
            #expect(backoff == jitter * ceiling)
        }
    }

    @Test("a jitter outside 0...1 is clamped", arguments: [(-0.5, 0.0), (7.0, 0.5)])
    func clampsJitter(jitter: Double, expected: Double) {
        #expect(policy.backoff(beforeRetry: 1, jitter: jitter) == expected)
    }

    @Test("Retry-After replaces the backoff, capped at the policy's maximum")
    func honoursRetryAfterUpToCap() {
        let capped = RetryPolicy(maxRetryAfter: 60)

        #expect(capped.delay(beforeRetry: 1, retryAfter: 7, jitter: 1) == 7)
        #expect(capped.delay(beforeRetry: 1, retryAfter: 3_600, jitter: 1) == 60)
        #expect(capped.delay(beforeRetry: 2, retryAfter: nil, jitter: 1) == 1)
    }

    @Test("429 and 5xx are retried until the attempts run out", arguments: [429, 500, 502, 503, 504])
    func retriesTransientStatuses(status: Int) {
        #expect(policy.allowsRetry(status: status, attempts: 4, forbiddenAttempts: 0))
        #expect(!policy.allowsRetry(status: status, attempts: 5, forbiddenAttempts: 0))
    }

    @Test("a 403 is retried only until its own bound, and never beyond the overall one")
    func boundsForbidden() {
        let generous = RetryPolicy(maxAttempts: 2, maxForbiddenAttempts: 4)

        #expect(policy.allowsRetry(status: 403, attempts: 2, forbiddenAttempts: 2))
        #expect(!policy.allowsRetry(status: 403, attempts: 3, forbiddenAttempts: 3))
        #expect(!generous.allowsRetry(status: 403, attempts: 2, forbiddenAttempts: 2))
    }

    @Test("success, redirects and other 4xx are final", arguments: [200, 204, 301, 400, 404, 410, 422])
    func otherStatusesAreFinal(status: Int) {
        #expect(!policy.allowsRetry(status: status, attempts: 1, forbiddenAttempts: 0))
    }

    @Test("a timeout or an unreachable host is retried; other errors are not")
    func classifiesErrors() {
        #expect(policy.allowsRetry(after: UpstreamError.timeout, attempts: 1))
        #expect(policy.allowsRetry(after: UpstreamError.unreachable(reason: "refused"), attempts: 4))
        #expect(!policy.allowsRetry(after: UpstreamError.timeout, attempts: 5))
        #expect(!policy.allowsRetry(after: UpstreamError.malformed(reason: "json"), attempts: 1))
        #expect(!policy.allowsRetry(after: CancellationError(), attempts: 1))
    }
}
