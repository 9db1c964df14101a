import Foundation
import NextStopCore

/// What the assistant asks of Hong Kong's buses, in values of its own: the server adapts the bus system onto it
/// (`BusDirectory+HongKongBus`), tests give a fixture. A system never imports another, so this is the seam.
public protocol BusDirectory: Sendable {
    /// Every stop name the network has, each once, in English, Traditional and Simplified Chinese.
    var stopNames: [LocalizedText] { get }
    /// True when a company runs `route`, written upper case (`1A`, `E23`).
    func isKnownRoute(_ route: String) -> Bool
    /// The route's directions, each with where it runs from and to; `company` (`KMB`, `CTB`) narrows them.
    func lines(of route: String, company: String?) -> [BusLine]
    /// The routes calling at stops named `stop` (an English name from `stopNames`).
    func lines(atStop stop: String) -> [BusLine]
    /// The routes calling at stops near the stop or place named `name` in English; empty when it is not found.
    func lines(near name: String) -> [BusLine]
    /// Where `route` (run by `company` when given) calls at or near the stop or place named `name` in English: the
    /// English names of its stops within a walk of it, nearest first; empty when it calls at none there.
    func stops(of route: String, near name: String, company: String?) -> [String]
    /// The stops nearest `place` (at most `limit`, within a kilometre or, with none there, three), nearest first,
    /// each with the route numbers calling there.
    func stops(near place: Coordinate, limit: Int) -> [NearbyBusStop]
    /// The next arrivals of `route` (of every route when nil) at the stops named `stop`, by `company` when given.
    /// Throws only `UpstreamError` (or `CancellationError`).
    func arrivals(route: String?, atStop stop: String, company: String?) async throws -> Fetched<[BusArrival]>
}

/// One direction of a bus route.
public struct BusLine: Sendable, Hashable {
    /// `KMB` or `CTB`.
    public var company: String
    public var route: String
    public var origin: LocalizedText
    public var destination: LocalizedText

    public init(company: String, route: String, origin: LocalizedText, destination: LocalizedText) {
        self.company = company
        self.route = route
        self.origin = origin
        self.destination = destination
    }
}

/// A stop near the rider: its name, how far it is and the route numbers calling there.
public struct NearbyBusStop: Sendable, Hashable {
    public var name: LocalizedText
    public var distanceM: Int
    public var routes: [String]

    public init(name: LocalizedText, distanceM: Int, routes: [String]) {
        self.name = name
        self.distanceM = distanceM
        self.routes = routes
    }
}

/// A bus due at a stop.
public struct BusArrival: Sendable, Hashable {
    public var company: String
    public var route: String
    public var destination: LocalizedText
    public var stop: LocalizedText
    /// Nil when the operator sent a remark only (no departure time).
    public var eta: Date?
    /// True for a timetable time rather than a tracked bus.
    public var isScheduled: Bool
    public var remark: LocalizedText

    public init(
        company: String, route: String, destination: LocalizedText, stop: LocalizedText, eta: Date?, isScheduled: Bool,
        remark: LocalizedText
    ) {
        self.company = company
        self.route = route
        self.destination = destination
        self.stop = stop
        self.eta = eta
        self.isScheduled = isScheduled
        self.remark = remark
    }

    /// Whole minutes from `now` to the bus, 0 when due; nil without a time.
    public func minutes(from now: Date) -> Int? {
        eta.map { max(0, Int(($0.timeIntervalSince(now) / 60).rounded(.down))) }
    }
}
