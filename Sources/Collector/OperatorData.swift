import HongKongBus
import NextStopCore

/// Everything collected from one operator, before assembly.
struct OperatorData: Sendable {
    var routes: [RouteSummary]
    var routeStops: [RouteStopRow]
    var stops: [Stop]
    /// Route keys (as text) the operator refused with 403.
    var forbiddenRoutes: [String]
    /// Route keys (as text) that failed for another reason, with the reason.
    var failedRoutes: [String: String]
    /// Records the operator sent that did not decode and were left out.
    var skippedRecords: Int

    init(
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
