import NextStopCore

/// Stops and route directions near a location, nearest first.
public struct NearbyResult: Sendable {
    /// Metres searched when no radius is given.
    public static let defaultRadius = 1_000.0
    /// Metres searched instead when nothing lies within `defaultRadius`.
    public static let fallbackRadius = 3_000.0

    public let location: Coordinate
    /// The radius the results come from, in metres: the one asked for, or the default or the fallback.
    public let radius: Double
    /// One entry per spot, nearest first.
    public let stops: NearbyStops
    /// Each route direction once (a joint route's two operators as one), at its nearest stop, nearest first.
    public let routes: NearbyRoutes

    init(location: Coordinate, radius: Double, stops: NearbyStops, routes: NearbyRoutes) {
        self.location = location
        self.radius = radius
        self.stops = stops
        self.routes = routes
    }
}
