import NextStopTestSupport
import Testing

@testable import NextStopServer

@Suite struct RateLimiterTests {
    private let clock = ManualTimeSource()

    @Test func burstIsAllowedThenTheClientWaitsForARefill() {
        // given 60 a minute (one a second) in bursts of 3
        let limiter = RateLimiter(limit: RateLimit(perMinute: 60, burst: 3), timeSource: clock)
        // when a client sends four requests at once
        let answers = (0..<4).map { _ in limiter.acquire(for: "10.0.0.1") }
        // then three pass and the fourth is told to wait a second
        #expect(answers.prefix(3).allSatisfy { $0 == nil })
        #expect(answers[3] == 1)
        // when half a second passes, it still waits; after a whole second it passes
        clock.advance(by: 0.5)
        #expect(limiter.acquire(for: "10.0.0.1").map { abs($0 - 0.5) < 1e-9 } == true)
        clock.advance(by: 0.5)
        #expect(limiter.acquire(for: "10.0.0.1") == nil)
    }

    @Test func clientsHaveSeparateBuckets() {
        // given a client that used up its burst
        let limiter = RateLimiter(limit: RateLimit(perMinute: 60, burst: 1), timeSource: clock)
        _ = limiter.acquire(for: "10.0.0.1")
        // then another client still passes
        #expect(limiter.acquire(for: "10.0.0.1") != nil)
        #expect(limiter.acquire(for: "10.0.0.2") == nil)
    }

    @Test func idleClientsAreForgottenSoMemoryStaysBounded() {
        // given a limiter holding at most two clients, one of them busy
        let limiter = RateLimiter(limit: RateLimit(perMinute: 60, burst: 1), maxClients: 2, timeSource: clock)
        _ = limiter.acquire(for: "busy")
        _ = limiter.acquire(for: "idle")
        // when the idle one's bucket refills and a third client arrives
        clock.advance(by: 10)
        _ = limiter.acquire(for: "busy")
        _ = limiter.acquire(for: "third")
        // then the idle client was dropped, while the busy one is still remembered as having just spent its token
        #expect(limiter.trackedClients == 2)
        #expect(limiter.acquire(for: "busy") != nil)
    }
}
