import Foundation
import NextStopCore

/// One upstream call that answers arrivals; the unit of caching, coalescing and counting.
///
/// Its operator's `ArrivalSource` decides how wide a call is: KMB's `/stop-eta` answers every route at a stop in
/// one call (`route` is `nil`), Citybus's `/eta` one route at a stop.
public struct ArrivalCall: Sendable, Hashable, CustomStringConvertible {
    /// The operator answering the call.
    public var company: Company
    /// The stop the call asks about.
    public var stopID: String
    /// The route the call is limited to, or `nil` for every route at the stop.
    public var route: String?

    public init(company: Company, stopID: String, route: String? = nil) {
        self.company = company
        self.stopID = stopID
        self.route = route
    }

    public var description: String { [company.rawValue, stopID, route].compactMap(\.self).joined(separator: " ") }
}

/// An operator's live-arrivals API as the arrivals service uses it; the operator's adapter implements it.
///
/// An adapter bounds its own concurrency, so the service can fan out freely over any number of operators.
public protocol ArrivalSource: Sendable {
    /// The operator whose arrivals these are.
    var company: Company { get }
    /// The call that answers `route`'s arrivals at a stop.
    func call(forRoute route: String, atStop stopID: String) -> ArrivalCall
    /// The rows one call answers; throws `UpstreamError` when the upstream fails.
    func arrivals(for call: ArrivalCall) async throws -> ArrivalAnswer
}

/// The rows of one call, and how many seconds a cache (another server of a cluster) had held them when they came:
/// the arrivals cache dates them, and counts their lifetime, from when the operator answered.
public struct ArrivalAnswer: Sendable {
    public var rows: [UpstreamArrival]
    /// The answer's `Age`; 0 when it came straight from the operator.
    public var age: TimeInterval

    public init(rows: [UpstreamArrival], age: TimeInterval = 0) {
        self.rows = rows
        self.age = age
    }
}
