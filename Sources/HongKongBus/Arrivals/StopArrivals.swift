import Foundation
import NextStopCore

/// The answer to an arrivals request: arrivals in display order and how fresh they are.
///
/// Staleness lives here rather than on each arrival: an answer built from several upstream calls (a Citybus stop
/// with several routes, a joint route) is stale when any of them is, and as old as the oldest.
public struct StopArrivals: Sendable, Hashable {
    /// What was asked.
    public var request: ArrivalRequest
    /// Arrivals by time, those without one (remark only) last.
    public var arrivals: [Arrival]
    /// When the oldest upstream answer behind the arrivals was fetched.
    public var fetchedAt: Date
    /// True when an upstream failed and its last good answer was used instead.
    public var isStale: Bool
    /// Seconds between `fetchedAt` and the moment of the answer.
    public var age: Double
    /// Variants whose upstream failed with no good answer to fall back on; their arrivals are missing.
    public var unavailable: [RouteKey]
    /// Operators that failed to answer in time, by operator, whether a stale answer stood in or not.
    public var notAnswering: [OperatorOutage]

    /// An answer with every field given.
    public init(
        request: ArrivalRequest, arrivals: [Arrival], fetchedAt: Date, isStale: Bool, age: Double,
        unavailable: [RouteKey] = [], notAnswering: [OperatorOutage] = []
    ) {
        self.request = request
        self.arrivals = arrivals
        self.fetchedAt = fetchedAt
        self.isStale = isStale
        self.age = age
        self.unavailable = unavailable
        self.notAnswering = notAnswering
    }

    /// True when every variant at the stop was answered.
    public var isComplete: Bool { unavailable.isEmpty }
}

/// Arrivals wanted at one stop: every route calling there, or one route number.
public struct ArrivalRequest: Sendable, Hashable, Codable {
    /// A KMB or Citybus stop id.
    public var stopID: String
    /// A route number to keep, or nil for every route at the stop.
    public var route: String?

    /// Arrivals at `stopID`, of `route` only when given.
    public init(stopID: String, route: String? = nil) {
        self.stopID = stopID
        self.route = route
    }
}
