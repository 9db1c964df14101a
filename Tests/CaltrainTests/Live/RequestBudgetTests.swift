import Caltrain
import Foundation
import Testing

@Suite struct RequestBudgetTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func atMostTheLimitInAnyRollingHour() {
        var budget = RequestBudget(limit: 3)
        for minute in 0..<3 {
            #expect(budget.allows(at: start + Double(minute) * 60))
            budget.spend(at: start + Double(minute) * 60)
        }
        #expect(!budget.allows(at: start + 3_599))
        #expect(budget.allows(at: start + 3_600))
    }

    @Test func aRateLimitRemainingOfZeroStopsRequests() {
        var budget = RequestBudget(limit: 60)
        budget.spend(at: start)
        budget.observe(remaining: 0, rateLimitedFor: nil, isRateLimited: false, at: start)
        #expect(!budget.allows(at: start + 600))
        #expect(budget.allows(at: start + 3_600))
    }

    @Test func a429PausesForItsRetryAfter() {
        var budget = RequestBudget(limit: 60)
        budget.spend(at: start)
        budget.observe(remaining: nil, rateLimitedFor: 120, isRateLimited: true, at: start)
        #expect(!budget.allows(at: start + 119))
        #expect(budget.allows(at: start + 120))
    }
}
