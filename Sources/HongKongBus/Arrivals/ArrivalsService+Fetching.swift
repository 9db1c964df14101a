import Foundation
import NextStopCore

extension ArrivalsService {
    /// The rows of every call: fresh ones from the cache at once, the others fetched concurrently, each call's own
    /// permits bounding how many reach an upstream.
    func fetch(_ calls: Set<ArrivalCall>) async -> [ArrivalCall: Result<FetchedArrivals, any Error>] {
        var outcomes: [ArrivalCall: Result<FetchedArrivals, any Error>] = [:]
        outcomes.reserveCapacity(calls.count)
        var misses: [ArrivalCall] = []
        // A warm answer then costs no child task: those are only worth it for calls that wait on an upstream.
        for call in calls {
            if let fresh = freshRows(for: call) { outcomes[call] = .success(fresh) } else { misses.append(call) }
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

    /// The rows of one call: from the cache while fresh, else from the upstream (shared with identical calls in
    /// flight) if it answers within `answerBudget`, else the last good answer marked stale while it is younger than
    /// `staleLimit`. A refresh that outlasts the budget runs on in the background and fills the cache.
    func rows(for call: ArrivalCall) async throws -> FetchedArrivals {
        if let fresh = freshRows(for: call) { return fresh }
        do {
            let fetched = try await withDeadline(seconds: settings.answerBudget, timeSource: timeSource) {
                try await self.coalescer.value(for: call) { try await self.refresh(call) }
            }
            observer?.arrivalsLookup(.fetched)
            return fetched
        } catch let error as UpstreamError {
            return try fallBack(for: call, after: error)
        } catch is DeadlineExceeded {
            return try fallBack(for: call, after: .timeout)
        }
    }

    private func fallBack(for call: ArrivalCall, after error: UpstreamError) throws -> FetchedArrivals {
        let now = timeSource.now()
        outages.recordFailure(of: call.company, error, at: now)
        guard let last = cache.entry(for: call), last.age(at: now) <= settings.staleLimit else {
            observer?.arrivalsLookup(.failed)
            throw error
        }
        observer?.arrivalsLookup(.stale)
        var stale = last.value
        stale.isStale = true
        return stale
    }

    /// The cached rows of a call while fresh, counted as a hit.
    private func freshRows(for call: ArrivalCall) -> FetchedArrivals? {
        guard let fresh = cache.value(for: call) else { return nil }
        observer?.arrivalsLookup(.hit)
        return fresh
    }

    private func refresh(_ call: ArrivalCall) async throws -> FetchedArrivals {
        // A flight that finished just before this one was started may already have stored a fresh answer.
        if let fresh = cache.value(for: call) { return fresh }
        guard let source = sources[call.company] else { preconditionFailure("a call is planned only for a source") }
        let answer = try await source.arrivals(for: call)
        outages.recordAnswer(of: call.company)
        let fetched = FetchedArrivals(
            rows: ArrivalRows(answer.rows), fetchedAt: timeSource.now().addingTimeInterval(-answer.age))
        cache.insert(fetched, for: call, ttl: max(0, settings.cacheTTL - answer.age))
        return fetched
    }

}

/// One call's outcome, as a child task of `fetch` reports it.
struct CallOutcome: Sendable {
    var call: ArrivalCall
    var result: Result<FetchedArrivals, any Error>
}

/// The rows of one upstream call as cached, grouped for selection: selection runs on every answer, so minutes are
/// always current.
struct FetchedArrivals: Sendable {
    let rows: ArrivalRows
    let fetchedAt: Date
    /// True when served after the upstream failed.
    var isStale = false
}
