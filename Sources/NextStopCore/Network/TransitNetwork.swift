/// A bus network with the indexes every query needs, built once when a dataset loads and never changed.
public struct TransitNetwork: Sendable {
    public let network: BusNetwork
    private let stopIndexByID: [String: Int]
    private let routeIndexByKey: [RouteKey: Int]
    private let calls: StopCallIndex
    let joints: JointRouteIndex
    /// For each variant, by index, its joint partner's key.
    let jointPartnerByRoute: [RouteKey?]
    let catalog: RouteDirectionCatalog
    let routeSearch: RouteSearchIndex
    let nearbyIndex: NearbyIndex
    let stopNames: StopNameIndex
    /// For each stop, by index, the route numbers calling at it in reading order.
    let servingRoutesByStop: [[ServingRoute]]

    public init(_ network: BusNetwork) {
        self.network = network
        let stops = network.stops
        let routes = network.routes
        let stopIndexByID = Dictionary(stops.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stopIndexByID = stopIndexByID
        routeIndexByKey = Dictionary(routes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let stopIndexesByRoute = routes.map { $0.stopIDs.map { stopIndexByID[$0].map(Int32.init) ?? -1 } }
        let unknown = Coordinate(latitude: .nan, longitude: .nan)
        joints = JointRouteIndex(routes: routes) { route in
            stopIndexesByRoute[route].map { $0 >= 0 ? stops[Int($0)].coordinate : unknown }
        }
        jointPartnerByRoute = routes.map { [joints] in joints.link(for: $0.key)?.partner }
        catalog = RouteDirectionCatalog(routes: routes, joints: joints)
        routeSearch = RouteSearchIndex(groups: catalog.groups)
        nearbyIndex = NearbyIndex(
            stops: stops, routes: routes, stopIndexesByRoute: stopIndexesByRoute, slotByRoute: catalog.slotByRoute,
            slotCount: catalog.directions.count)
        stopNames = StopNameIndex(stops: stops)
        calls = StopCallIndex(
            routes: routes, stopCount: stops.count, stopIndexesByRoute: stopIndexesByRoute,
            readingOrder: catalog.readingOrder)
        var serving = [[ServingRoute]](repeating: [], count: stops.count)
        for routeIndex in catalog.readingOrder {
            let label = ServingRoute(company: routes[routeIndex].company, route: routes[routeIndex].route)
            for stop in stopIndexesByRoute[routeIndex] where stop >= 0 && serving[Int(stop)].last != label {
                serving[Int(stop)].append(label)
            }
        }
        servingRoutesByStop = serving
    }

    /// A stop by id.
    public func stop(_ id: String) -> Stop? { stopIndexByID[id].map { network.stops[$0] } }

    /// A route variant by key.
    public func route(_ key: RouteKey) -> RouteVariant? { routeIndexByKey[key].map { network.routes[$0] } }

    /// Every variant calling at a stop, in route-key order.
    public func visits(atStop id: String) -> [StopVisit] {
        var visits: [StopVisit] = []
        var lastRoute: Int32 = -1
        for call in calls.calls(atStop: stopIndexByID[id], id: id) {
            if call.route == lastRoute {
                visits[visits.count - 1].positions.append(Int(call.position))
            } else {
                visits.append(StopVisit(route: network.routes[Int(call.route)], positions: [Int(call.position)]))
                lastRoute = call.route
            }
        }
        return visits
    }

    /// The route numbers calling at a stop, each operator's once, in reading order; empty for an unknown stop.
    public func routesServing(stopID: String) -> [ServingRoute] {
        stopIndexByID[stopID].map { servingRoutesByStop[$0] } ?? []
    }
}
