import Foundation
import NextStopTestSupport
import Testing

@testable import NextStopServer

@Suite struct LinkAttemptGuardTests {
    @Test func attemptsInFlightCountAgainstTheClientsLock() {
        // given a client with as many attempts in flight as it may get wrong (the bench's 32 connections at once)
        let attempts = LinkAttemptGuard(timeSource: ManualTimeSource())
        var tickets: [LinkAttemptGuard.Ticket] = []
        for _ in 0..<LinkAttemptGuard.failuresPerClient {
            guard case .success(let ticket) = attempts.admit(client: "192.0.2.1") else {
                Issue.record("an attempt within the limit was refused")
                return
            }
            tickets.append(ticket)
        }
        // when one more arrives before any is known to be wrong
        let refused = Self.refusal(attempts.admit(client: "192.0.2.1"))
        // then it is refused, and stays refused once they all turn out wrong
        #expect(refused == .clientLocked(retryAfter: 1))
        for ticket in tickets { attempts.failed(ticket) }
        #expect(Self.refusal(attempts.admit(client: "192.0.2.1")) == .clientLocked(retryAfter: 600))
    }

    private static func refusal(_ admission: Result<LinkAttemptGuard.Ticket, LinkAttemptGuard.Refusal>)
        -> LinkAttemptGuard.Refusal?
    {
        guard case .failure(let refusal) = admission else { return nil }
        return refusal
    }
}
