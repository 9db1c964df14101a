import NextStopCore

/// The route directions of a nearby result, nearest first: a view into the network whose elements are built when
/// read, so a query costs only the search itself.
public struct NearbyRoutes: RandomAccessCollection, Sendable {
    private let hits: [(route: SpotRoute, distance: Double)]
    private let routes: [RouteVariant]
    private let stops: [Stop]
    private let jointPartnerByRoute: [RouteKey?]

    init(
        hits: [(route: SpotRoute, distance: Double)], routes: [RouteVariant], stops: [Stop],
        jointPartnerByRoute: [RouteKey?]
    ) {
        self.hits = hits
        self.routes = routes
        self.stops = stops
        self.jointPartnerByRoute = jointPartnerByRoute
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { hits.count }

    public subscript(position: Int) -> NearbyRoute {
        let hit = hits[position]
        let route = Int(hit.route.route)
        return NearbyRoute(
            route: routes[route], stop: stops[Int(hit.route.stop)], position: Int(hit.route.position),
            distance: hit.distance, jointRoute: jointPartnerByRoute[route])
    }

    // The parts of a row read without building it, which copies its variant and stop in full.

    /// The key of the variant at `position`.
    public func key(at position: Int) -> RouteKey { routes[Int(hits[position].route.route)].key }

    /// The id of the stop at `position`.
    public func stopID(at position: Int) -> String { stops[Int(hits[position].route.stop)].id }

    /// The joint partner of the variant at `position`.
    public func jointRoute(at position: Int) -> RouteKey? { jointPartnerByRoute[Int(hits[position].route.route)] }
}
