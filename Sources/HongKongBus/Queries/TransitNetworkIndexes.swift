import NextStopCore

/// Everything a `TransitNetwork` holds: the network and every index its queries read, built once and never changed.
final class TransitNetworkIndexes: Sendable {
    let network: BusNetwork
    let stopIndexByID: [String: Int]
    let routeIndexByKey: [RouteKey: Int]
    /// Each variant's stops as indexes into the stops (-1 for an id without a record), by variant index.
    let stopIndexesByRoute: [[Int32]]
    let visitTable: RouteStopPositionsTable
    /// For each visit, by `StopVisitID`, its joint counterpart's visit, or -1.
    let jointVisitByVisit: [Int32]
    let joints: JointRouteIndex
    /// For each variant, by index, its joint partner's key.
    let jointPartnerByRoute: [RouteKey?]
    let catalog: RouteDirectionCatalog
    let routeSearch: RouteSearchIndex
    let nearbyIndex: NearbyIndex
    let stopNames: StopNameIndex
    /// For each stop, by index, the route numbers calling at it in reading order.
    let servingRoutesByStop: [[ServingRoute]]

    init(_ network: BusNetwork) {
        self.network = network
        let stops = network.stops
        let routes = network.routes
        let stopIndexByID = Dictionary(stops.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stopIndexByID = stopIndexByID
        let routeIndexByKey = Dictionary(
            routes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.routeIndexByKey = routeIndexByKey
        let stopIndexesByRoute = routes.map { $0.stopIDs.map { stopIndexByID[$0].map(Int32.init) ?? -1 } }
        self.stopIndexesByRoute = stopIndexesByRoute
        let unknown = Coordinate(latitude: .nan, longitude: .nan)
        let joints = JointRouteIndex(routes: routes) { route in
            stopIndexesByRoute[route].map { $0 >= 0 ? stops[Int($0)].coordinate : unknown }
        }
        self.joints = joints
        jointPartnerByRoute = routes.map { joints.link(for: $0.key)?.partner }
        let catalog = RouteDirectionCatalog(routes: routes, joints: joints)
        self.catalog = catalog
        routeSearch = RouteSearchIndex(groups: catalog.groups)
        nearbyIndex = NearbyIndex(
            stops: stops, routes: routes, stopIndexesByRoute: stopIndexesByRoute, slotByRoute: catalog.slotByRoute,
            slotCount: catalog.directions.count)
        stopNames = StopNameIndex(stops: stops)
        let visitTable = RouteStopPositionsTable(
            routes: routes, stopCount: stops.count, stopIndexesByRoute: stopIndexesByRoute,
            readingOrder: catalog.readingOrder)
        self.visitTable = visitTable
        jointVisitByVisit = visitTable.jointVisits(
            routes: routes, routeIndexByKey: routeIndexByKey, stopIndexByID: stopIndexByID, joints: joints)
        var serving = [[ServingRoute]](repeating: [], count: stops.count)
        for routeIndex in catalog.readingOrder {
            let label = ServingRoute(company: routes[routeIndex].company, route: routes[routeIndex].route)
            for stop in stopIndexesByRoute[routeIndex] where stop >= 0 && serving[Int(stop)].last != label {
                serving[Int(stop)].append(label)
            }
        }
        servingRoutesByStop = serving
    }
}
