import NextStopCore

/// A route number of one operator, or of both when they run it jointly, with its directions.
public struct RouteGroup: Sendable, Hashable {
    /// The route number as the operators write it (`1A`).
    public var route: String
    /// One operator, or both (sorted) for a joint route, which is listed once.
    public var companies: [Company]
    /// Outbound before inbound; a joint direction appears once, under its KMB key, with `jointRoute` set.
    public var directions: [RouteDirectionSummary]

    public init(route: String, companies: [Company], directions: [RouteDirectionSummary]) {
        self.route = route
        self.companies = companies
        self.directions = directions
    }

    /// True when both operators run the route together.
    public var isJoint: Bool { companies.count > 1 }
}
