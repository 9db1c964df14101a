import NextStopCore

/// One direction of a route as search lists it: the regular variant and its special departures.
public struct RouteDirectionSummary: Sendable, Hashable {
    /// The regular variant: service type 1, or the lowest type when a direction has no type 1.
    public var key: RouteKey
    public var origin: LocalizedText
    public var destination: LocalizedText
    /// The direction's other service types (KMB special departures), by service type.
    public var specialDepartures: [RouteSummary]
    /// The other operator's direction that runs jointly with this one, if any.
    public var jointRoute: RouteKey?

    public init(
        key: RouteKey, origin: LocalizedText, destination: LocalizedText, specialDepartures: [RouteSummary] = [],
        jointRoute: RouteKey? = nil
    ) {
        self.key = key
        self.origin = origin
        self.destination = destination
        self.specialDepartures = specialDepartures
        self.jointRoute = jointRoute
    }

    public var company: Company { key.company }
    public var direction: Direction { key.direction }
}
