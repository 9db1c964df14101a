import NextStopCore

/// A route variant's stops in order, its related variants and, given a location, the stop to show first.
public struct RouteDetail: Sendable, Hashable {
    /// Metres within which a stop counts as near the location.
    public static let nearestStopRadius = 1_000.0

    public var route: RouteVariant
    /// The stops by position (the operators' `seq` is the index plus one): a circular route lists its first stop
    /// again at the end and a stop visited twice appears twice. An id with no stop record is a placeholder.
    public var stops: [Stop]
    /// The same route and operator in the other direction (its regular variant), if it runs.
    public var oppositeDirection: RouteKey?
    /// The other service types of the same route, operator and direction, by service type.
    public var otherServiceTypes: [RouteSummary]
    /// The other operator's variant when the route is joint.
    public var jointRoute: RouteKey?
    /// The index in `stops` of the stop nearest the location, if one lies within `nearestStopRadius`.
    public var nearestStopIndex: Int?
    /// Metres from the location to that stop.
    public var nearestStopDistance: Double?

    public init(
        route: RouteVariant, stops: [Stop], oppositeDirection: RouteKey? = nil, otherServiceTypes: [RouteSummary] = [],
        jointRoute: RouteKey? = nil, nearestStopIndex: Int? = nil, nearestStopDistance: Double? = nil
    ) {
        self.route = route
        self.stops = stops
        self.oppositeDirection = oppositeDirection
        self.otherServiceTypes = otherServiceTypes
        self.jointRoute = jointRoute
        self.nearestStopIndex = nearestStopIndex
        self.nearestStopDistance = nearestStopDistance
    }
}
