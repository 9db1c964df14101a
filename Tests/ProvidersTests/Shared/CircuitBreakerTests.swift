import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct CircuitBreakerTests {
    private let clock = ManualTimeSource()
    private let host = "upstream.test"

    private func breaker() -> CircuitBreaker {
        CircuitBreaker(failureThreshold: 3, cooldown: 15, timeSource: clock)
    }

    private func fail(_ breaker: CircuitBreaker, times: Int) throws {
        for _ in 0..<times {
            _ = try breaker.permit(for: host)
            breaker.recordFailure(for: host)
        }
    }

    @Test("fewer consecutive failures than the threshold leave the circuit closed")
    func staysClosedBelowTheThreshold() throws {
        let breaker = breaker()
        try fail(breaker, times: 2)

        #expect(try breaker.permit(for: host) == .call)
    }

    @Test("an answer in between resets the count of consecutive failures")
    func successResetsTheCount() throws {
        let breaker = breaker()
        try fail(breaker, times: 2)
        breaker.recordSuccess(for: host)
        try fail(breaker, times: 2)

        #expect(try breaker.permit(for: host) == .call)
    }

    @Test("after the threshold, calls fail at once, saying since when the host has been failing")
    func opensAfterTheThreshold() throws {
        let breaker = breaker()
        let firstFailure = clock.now()
        try fail(breaker, times: 3)

        #expect(throws: UpstreamError.notAnswering(since: firstFailure)) { try breaker.permit(for: "upstream.test") }
    }

    @Test("the circuit is per host")
    func hostsAreApart() throws {
        let breaker = breaker()
        try fail(breaker, times: 3)

        #expect(try breaker.permit(for: "other.test") == .call)
    }

    @Test("after the cooldown one probe goes through, and the others still fail at once")
    func oneProbeAfterTheCooldown() throws {
        let breaker = breaker()
        try fail(breaker, times: 3)
        clock.advance(by: 14)
        #expect(throws: UpstreamError.self) { try breaker.permit(for: "upstream.test") }

        clock.advance(by: 1)

        #expect(try breaker.permit(for: host) == .probe)
        #expect(throws: UpstreamError.self) { try breaker.permit(for: "upstream.test") }
    }

    @Test("a probe that succeeds closes the circuit")
    func successfulProbeCloses() throws {
        let breaker = breaker()
        try fail(breaker, times: 3)
        clock.advance(by: 15)
        #expect(try breaker.permit(for: host) == .probe)

        breaker.recordSuccess(for: host)

        #expect(try breaker.permit(for: host) == .call)
    }

    @Test("a probe that fails reopens the circuit for another cooldown, keeping the first failure's time")
    func failedProbeReopens() throws {
        let breaker = breaker()
        let firstFailure = clock.now()
        try fail(breaker, times: 3)
        clock.advance(by: 15)
        #expect(try breaker.permit(for: host) == .probe)

        breaker.recordFailure(for: host)
        clock.advance(by: 14)

        #expect(throws: UpstreamError.notAnswering(since: firstFailure)) { try breaker.permit(for: "upstream.test") }
        clock.advance(by: 1)
        #expect(try breaker.permit(for: host) == .probe)
    }

    @Test("a probe abandoned without an outcome lets the next caller probe")
    func abandonedProbeFreesTheSlot() throws {
        let breaker = breaker()
        try fail(breaker, times: 3)
        clock.advance(by: 15)
        let probe = try breaker.permit(for: host)

        breaker.recordAbandoned(probe, for: host)

        #expect(try breaker.permit(for: host) == .probe)
    }
}
