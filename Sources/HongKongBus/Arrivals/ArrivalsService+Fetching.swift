import Foundation
import NextStopCore

extension ArrivalsService {
    /// The rows of every call: fresh ones from the cache at once, the others fetched concurrently, each call's own
    /// permits bounding how many reach an upstream.
    func fetch(_ calls: Set<ArrivalCall>) async -> [ArrivalCall: Result<LiveAnswer<ArrivalRows>, any Error>] {
        var outcomes: [ArrivalCall: Result<LiveAnswer<ArrivalRows>, any Error>] = [:]
        outcomes.reserveCapacity(calls.count)
        var misses: [ArrivalCall] = []
        // A warm answer then costs no child task: those are only worth it for calls that wait on an upstream.
        for call in calls {
            if let fresh = answers.fresh(for: call) { outcomes[call] = .success(fresh) } else { misses.append(call) }
        }
        guard !misses.isEmpty else { return outcomes }
        // Children return a named struct and the results are gathered in a loop: a tuple result folded with
        // `group.reduce` crashed in release builds (Swift 6.3.1) when copying the tuple out of the group.
        return await withTaskGroup(of: CallOutcome.self) { group in
            for call in misses {
                group.addTask {
                    do {
                        return CallOutcome(call: call, result: .success(try await self.rows(for: call)))
                    } catch {
                        return CallOutcome(call: call, result: .failure(error))
                    }
                }
            }
            for await outcome in group { outcomes[outcome.call] = outcome.result }
            return outcomes
        }
    }

    /// The rows of one call, as `LiveAnswers` serves them: a failed call marks its operator as not answering.
    func rows(for call: ArrivalCall) async throws -> LiveAnswer<ArrivalRows> {
        guard let source = sources[call.company] else { preconditionFailure("a call is planned only for a source") }
        let failed = { (error: UpstreamError) in self.outages.recordFailure(of: call.company, error, at: self.timeSource.now()) }
        return try await answers.answer(for: call, failed: failed) {
            let answer = try await source.arrivals(for: call)
            self.outages.recordAnswer(of: call.company)
            return (ArrivalRows(answer.rows), answer.age)
        }
    }
}

/// One call's outcome, as a child task of `fetch` reports it.
struct CallOutcome: Sendable {
    var call: ArrivalCall
    var result: Result<LiveAnswer<ArrivalRows>, any Error>
}
