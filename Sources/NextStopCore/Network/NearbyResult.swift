/// Stops and route directions near a location, nearest first.
public struct NearbyResult: Sendable, Hashable {
    /// Metres searched when no radius is given.
    public static let defaultRadius = 1_000.0
    /// Metres searched instead when nothing lies within `defaultRadius`.
    public static let fallbackRadius = 3_000.0

    public var location: Coordinate
    /// The radius the results come from, in metres: the one asked for, or the default or the fallback.
    public var radius: Double
    /// One entry per spot, nearest first.
    public var stops: [NearbyStop]
    /// Each route direction once (a joint route's two operators as one), at its nearest stop, nearest first.
    public var routes: [NearbyRoute]

    public init(location: Coordinate, radius: Double, stops: [NearbyStop], routes: [NearbyRoute]) {
        self.location = location
        self.radius = radius
        self.stops = stops
        self.routes = routes
    }
}
