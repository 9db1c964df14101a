import Providers
import Testing

struct UpstreamSettingsTests {
    @Test("the defaults are polite to the KMB and Citybus APIs")
    func defaults() {
        let settings = UpstreamSettings()

        #expect(settings.defaultHostLimits == HostLimits(maxConcurrent: 8, minSpacing: 0.05))
        #expect(settings.retryPolicy == RetryPolicy())
        #expect(settings.retryPolicy.maxAttempts == 5)
        #expect(settings.retryPolicy.maxForbiddenAttempts == 3)
        #expect(!settings.cachesResponses)
    }

    @Test("every retry field reaches the policy")
    func buildsRetryPolicy() {
        var settings = UpstreamSettings()
        settings.maxAttempts = 7
        settings.maxForbiddenAttempts = 2
        settings.baseBackoff = 0.1
        settings.maxBackoff = 4
        settings.maxRetryAfter = 9

        let policy = settings.retryPolicy

        let expected = RetryPolicy(maxAttempts: 7, maxForbiddenAttempts: 2, baseDelay: 0.1, maxDelay: 4, maxRetryAfter: 9)
        #expect(policy == expected)
    }
}
