import HongKongBus
import NextStopCore

/// A Citybus route number as `/route/CTB` lists it, with the stops of each direction it runs.
public struct SimulatedCitybusRoute: Sendable, Hashable {
    /// The route number, e.g. `A21`.
    public var route: String
    /// The origin of the outbound direction; inbound runs the other way (API-NOTES §Citybus 1).
    public var origin: LocalizedText
    public var destination: LocalizedText
    /// Empty when the route does not run outbound.
    public var outboundStopIDs: [String]
    /// Empty when the route does not run inbound (about a quarter run one direction only).
    public var inboundStopIDs: [String]

    public init(
        route: String, origin: LocalizedText, destination: LocalizedText, outboundStopIDs: [String],
        inboundStopIDs: [String]
    ) {
        self.route = route
        self.origin = origin
        self.destination = destination
        self.outboundStopIDs = outboundStopIDs
        self.inboundStopIDs = inboundStopIDs
    }

    /// Special and seasonal routes (suffix R, P, S or X, or prefix N) that may answer 403 (API-NOTES §Citybus 4).
    public var isSpecial: Bool { RouteNumbers.isCitybusSpecial(route) }

    /// The stops of one direction, in travel order.
    public func stopIDs(_ direction: Direction) -> [String] {
        direction == .outbound ? outboundStopIDs : inboundStopIDs
    }

    /// The directions that have stops, as core variants with inbound's origin and destination swapped.
    public var variants: [RouteVariant] {
        Direction.allCases.compactMap { direction in
            let stops = stopIDs(direction)
            guard !stops.isEmpty else { return nil }
            let key = RouteKey(company: .ctb, route: route, direction: direction, serviceType: 1)
            return direction == .outbound
                ? RouteVariant(key: key, origin: origin, destination: destination, stopIDs: stops)
                : RouteVariant(key: key, origin: destination, destination: origin, stopIDs: stops)
        }
    }
}
