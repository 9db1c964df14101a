import HongKongBus
import NextStopCore

/// Everything collected from one operator, before assembly.
public struct OperatorData: Sendable {
    public var routes: [RouteSummary]
    public var routeStops: [RouteStopRow]
    public var stops: [Stop]
    /// Route keys (as text) the operator refused with 403.
    public var forbiddenRoutes: [String]
    /// Route keys (as text) that failed for another reason, with the reason.
    public var failedRoutes: [String: String]
    /// Records the operator sent that did not decode and were left out.
    public var skippedRecords: Int

    public init(
        routes: [RouteSummary], routeStops: [RouteStopRow], stops: [Stop], forbiddenRoutes: [String] = [],
        failedRoutes: [String: String] = [:], skippedRecords: Int = 0
    ) {
        self.routes = routes
        self.routeStops = routeStops
        self.stops = stops
        self.forbiddenRoutes = forbiddenRoutes
        self.failedRoutes = failedRoutes
        self.skippedRecords = skippedRecords
    }
}
