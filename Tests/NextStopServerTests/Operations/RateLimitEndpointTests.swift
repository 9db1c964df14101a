import HummingbirdTesting
import NextStopServer
import Testing

@Suite struct RateLimitEndpointTests {
    @Test func clientOverItsLimitGets429WithRetryAfterWhileHealthStaysOpen() async throws {
        try await ServerHarness(rateLimit: RateLimit(perMinute: 60, burst: 2)).test { client in
            // given two requests, the whole burst
            for _ in 0..<2 { #expect(try await client.get("/api/v1/routes?prefix=1").status == .ok) }
            // when a third comes at once
            let refused = try await client.get("/api/v1/routes?prefix=1")
            // then it is refused with a wait and a JSON error, and counted
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "1")
            #expect(try refused.decode(ErrorBody.self).error.message.contains("Too many requests"))
            #expect(try await client.get("/healthz").status == .ok)
            #expect(try await client.get("/metrics").text.contains("nextstop_http_rate_limited_total 1"))
        }
    }
}
