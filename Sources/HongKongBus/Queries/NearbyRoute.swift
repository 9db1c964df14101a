import NextStopCore

/// A route direction near a location, at its nearest stop.
public struct NearbyRoute: Sendable, Hashable {
    /// The variant calling at the stop: the lowest service type that does, so type 1 whenever it calls there.
    public var route: RouteVariant
    public var stop: Stop
    /// The stop's first position on the variant (the operators' `seq` is this plus one).
    public var position: Int
    /// Metres from the location (haversine).
    public var distance: Double
    /// The other operator's variant when the route is joint; its arrivals belong with this one's.
    public var jointRoute: RouteKey?

    public init(route: RouteVariant, stop: Stop, position: Int, distance: Double, jointRoute: RouteKey? = nil) {
        self.route = route
        self.stop = stop
        self.position = position
        self.distance = distance
        self.jointRoute = jointRoute
    }

    /// The variant's key.
    public var key: RouteKey { route.key }
    /// Where the variant goes, as buses show it.
    public var destination: LocalizedText { route.destination }
}
