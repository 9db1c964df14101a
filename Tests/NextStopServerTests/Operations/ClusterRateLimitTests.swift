import Foundation
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Testing

/// A client's budget is the cluster's: what it spends on one server is taken from its bucket on the others at the
/// next exchange, so three servers do not triple it.
@Suite struct ClusterRateLimitTests {
    private let clock = ManualTimeSource()
    private let limit = RateLimit(perMinute: 60, burst: 10)

    private func server(_ tally: any RequestTally) -> (limiter: RateLimiter, sync: ClusterRateLimit) {
        let limiter = RateLimiter(limit: limit, timeSource: clock)
        return (limiter, ClusterRateLimit(limiter: limiter, tally: tally, timeSource: clock))
    }

    private func admitted(_ limiter: RateLimiter, _ client: String, _ requests: Int) -> Int {
        (0..<requests).filter { _ in limiter.acquire(for: client) == nil }.count
    }

    @Test func aBurstSpentOnOneServerIsSpentOnTheOthersAfterTheExchange() async throws {
        let tally = MemoryRequestTally()
        let (first, second, third) = (server(tally), server(tally), server(tally))
        // given a client that spent its burst on the first server
        #expect(admitted(first.limiter, "alice", 10) == 10)
        // when the servers exchange their counts
        for server in [first, second, third] { try await server.sync.exchange() }
        // then the others refuse it too, and another client is untouched
        #expect(admitted(second.limiter, "alice", 5) == 0)
        #expect(admitted(third.limiter, "alice", 5) == 0)
        #expect(admitted(second.limiter, "bob", 10) == 10)
    }

    @Test func aClientSpreadOverThreeServersGetsOneServersBudgetPlusOneIntervalsSlack() async throws {
        let tally = MemoryRequestTally()
        let servers = [server(tally), server(tally), server(tally)]
        // when a client asks every server 5 times a second for a minute, exchanging every 2 s
        var total = 0
        for second in 0..<60 {
            for server in servers { total += admitted(server.limiter, "alice", 5) }
            clock.advance(by: 1)
            if second % 2 == 1 { for server in servers { try await server.sync.exchange() } }
        }
        // then it got about one server's minute (10 burst + 60 refill), not three
        #expect(total <= 10 + 60 + 2 * 2 * 5 * 2)
        #expect(total >= 60)
    }

    @Test("counts are tallied per minute; a server hears of the clients it sent and of every heavy one")
    func countsAreTalliedPerMinuteWindow() async throws {
        let tally = MemoryRequestTally()
        let window = Date(timeIntervalSince1970: 1_790_000_040)

        #expect(tally.add(["alice": 3], window: window, reportingFrom: 5) == ["alice": 3])
        #expect(tally.add(["alice": 2, "bob": 1], window: window, reportingFrom: 5) == ["alice": 5, "bob": 1])
        #expect(tally.add(["carol": 1], window: window, reportingFrom: 5) == ["alice": 5, "carol": 1])
        #expect(tally.add(["alice": 1], window: window.addingTimeInterval(60), reportingFrom: 5) == ["alice": 1])
    }
}
