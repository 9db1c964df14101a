import NextStopCore

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
