import Foundation
import NextStopCore

/// Live arrivals at stops from every operator's `ArrivalSource`, normalised into one `Departure` type.
///
/// The unit of work is the upstream call (`ArrivalCall`): answers are cached for `cacheTTL`, identical concurrent
/// calls share one request, each source bounds its own calls, and when a call fails or outlasts `answerBudget` its
/// last good answer is served marked stale for up to `staleLimit`, while the refresh goes on in the background.
/// Single and batch requests share all of it.
public final class ArrivalsService: Sendable {
    /// The network the stops and variants come from.
    public let network: TransitNetwork
    let sources: [Company: any ArrivalSource]
    let timeSource: any TimeSource
    let answers: LiveAnswers<ArrivalCall, ArrivalRows>
    let outages = OperatorOutages()

    /// The settings in force.
    public var settings: LiveAnswerSettings { answers.settings }

    /// A service reading `network`'s stops through one source per operator, dating everything by `timeSource` and
    /// telling `observer` how each call was served. A variant whose operator has no source is reported unavailable.
    public init(
        network: TransitNetwork, sources: [any ArrivalSource], settings: LiveAnswerSettings = .init(),
        observer: (any LiveAnswerObserver)? = nil, timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.network = network
        self.sources = Dictionary(sources.map { ($0.company, $0) }, uniquingKeysWith: { first, _ in first })
        self.timeSource = timeSource
        answers = LiveAnswers(settings: settings, observer: observer, timeSource: timeSource)
    }

    /// Every arrival the operators reported in the answers still fresh in the cache, with when each was fetched:
    /// what a realtime feed publishes without asking the operators anything more.
    public func cachedArrivals() -> [(arrival: UpstreamArrival, fetchedAt: Date)] {
        answers.freshAnswers().flatMap { fetched in fetched.value.arrivals.map { ($0, fetched.fetchedAt) } }
    }

    /// Arrivals at a stop, of every route there or of `route` only.
    ///
    /// Throws `ArrivalsError` for a stop or route the network does not have, and when no upstream answered and no
    /// good answer is left to fall back on: `.notAnswering` when every failure was the upstream's being down or
    /// slow, else the `UpstreamError` of the failed call.
    public func arrivals(atStop stopID: String, route: String? = nil) async throws -> StopArrivals {
        let plan = try ArrivalPlan(ArrivalRequest(stopID: stopID, route: route), in: network, sources: sources)
        return try answer(plan, from: await fetch(Set(plan.calls)))
    }

    /// Arrivals for many requests at once (a nearby page, the favourites), each distinct upstream call made once.
    public func arrivals(for requests: [ArrivalRequest]) async -> [ArrivalRequest: Result<StopArrivals, any Error>] {
        var results: [ArrivalRequest: Result<StopArrivals, any Error>] = [:]
        results.reserveCapacity(requests.count)
        var plans: [ArrivalPlan] = []
        plans.reserveCapacity(requests.count)
        for request in Set(requests) {
            do {
                plans.append(try ArrivalPlan(request, in: network, sources: sources))
            } catch {
                results[request] = .failure(error)
            }
        }
        let fetched = await fetch(Set(plans.flatMap(\.calls)))
        for plan in plans {
            results[plan.request] = Result { try answer(plan, from: fetched) }
        }
        return results
    }

    /// The distinct upstream calls that `requests` need, fresh cache or not; requests that cannot be planned
    /// need none.
    public func upstreamCalls(for requests: [ArrivalRequest]) -> Set<ArrivalCall> {
        Set(requests.flatMap { request in (try? ArrivalPlan(request, in: network, sources: sources))?.calls ?? [] })
    }

    private func answer(
        _ plan: ArrivalPlan, from fetched: [ArrivalCall: Result<LiveAnswer<ArrivalRows>, any Error>]
    ) throws -> StopArrivals {
        let now = timeSource.now()
        var arrivals: [Arrival] = []
        var answered: [LiveAnswer<ArrivalRows>] = []
        var unavailable = plan.unsourced.map(network.routeKey(of:))
        var firstFailure: (any Error)?
        var failing: Set<Company> = []
        for source in plan.sources {
            switch fetched[source.call] {
            case .success(let reply):
                answered.append(reply)
                if reply.isStale { failing.insert(source.call.company) }
                arrivals += ArrivalSelection.arrivals(
                    from: reply.value, visits: source.visits.lazy.map { VisitedVariant($0, in: self.network) },
                    atStop: source.call.stopID, fetchedAt: reply.fetchedAt, now: now
                )
            case .failure(let error):
                unavailable += source.visits.map(network.routeKey(of:))
                firstFailure = firstFailure ?? error
                failing.insert(source.call.company)
            case nil:
                preconditionFailure("every planned call is fetched before answering")
            }
        }
        let notAnswering = outages.outages(of: failing, now: now)
        if answered.isEmpty, let firstFailure {
            guard let upstreamError = firstFailure as? UpstreamError, upstreamError.isTransient else { throw firstFailure }
            throw ArrivalsError.notAnswering(notAnswering)
        }
        ArrivalSelection.sort(&arrivals)
        let fetchedAt = answered.map(\.fetchedAt).min() ?? now
        return StopArrivals(
            request: plan.request,
            arrivals: arrivals,
            fetchedAt: fetchedAt,
            isStale: answered.contains(where: \.isStale),
            age: max(0, now.timeIntervalSince(fetchedAt)),
            unavailable: unavailable.sorted(),
            notAnswering: notAnswering
        )
    }
}
