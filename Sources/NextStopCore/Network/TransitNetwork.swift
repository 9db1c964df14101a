/// A bus network with the indexes every query needs, built once when a dataset loads and never changed.
public struct TransitNetwork: Sendable {
    public let network: BusNetwork
    let stopIndexByID: [String: Int]
    let routeIndexByKey: [RouteKey: Int]
    private let visitsByStop: [String: [StopVisit]]
    let joints: JointRouteIndex
    let catalog: RouteDirectionCatalog
    let routeSearch: RouteSearchIndex
    let nearbyIndex: NearbyIndex
    let stopNames: StopNameIndex
    /// For each stop, by index, the route numbers calling at it in reading order.
    let servingRoutesByStop: [[ServingRoute]]

    public init(_ network: BusNetwork) {
        self.network = network
        let stops = network.stops, routes = network.routes
        let stopIndexByID = Dictionary(stops.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stopIndexByID = stopIndexByID
        routeIndexByKey = Dictionary(routes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = Coordinate(latitude: .nan, longitude: .nan)
        joints = JointRouteIndex(routes: routes) { stopIndexByID[$0].map { stops[$0].coordinate } ?? unknown }
        catalog = RouteDirectionCatalog(routes: routes, joints: joints)
        routeSearch = RouteSearchIndex(groups: catalog.groups)
        nearbyIndex = NearbyIndex(
            stops: stops, routes: routes, slotByRoute: catalog.slotByRoute, slotCount: catalog.directions.count
        ) { stopIndexByID[$0] }
        stopNames = StopNameIndex(stops: stops)

        // Walking the variants in order leaves every per-stop list ordered without sorting it.
        var visits: [String: [StopVisit]] = [:]
        for company in Company.allCases.sorted() {
            for route in catalog.readingOrder.lazy.map({ routes[$0] }) where route.company == company {
                var positionsByStop: [String: [Int]] = [:]
                for (position, stopID) in route.stopIDs.enumerated() {
                    positionsByStop[stopID, default: []].append(position)
                }
                for (stopID, positions) in positionsByStop {
                    visits[stopID, default: []].append(StopVisit(route: route, positions: positions))
                }
            }
        }
        visitsByStop = visits
        var serving = [[ServingRoute]](repeating: [], count: stops.count)
        for route in catalog.readingOrder.lazy.map({ routes[$0] }) {
            let label = ServingRoute(company: route.company, route: route.route)
            for stopID in route.stopIDs {
                guard let stop = stopIndexByID[stopID], serving[stop].last != label else { continue }
                serving[stop].append(label)
            }
        }
        servingRoutesByStop = serving
    }

    /// A stop by id.
    public func stop(_ id: String) -> Stop? { stopIndexByID[id].map { network.stops[$0] } }

    /// A route variant by key.
    public func route(_ key: RouteKey) -> RouteVariant? { routeIndexByKey[key].map { network.routes[$0] } }

    /// Every variant calling at a stop, in route-key order.
    public func visits(atStop id: String) -> [StopVisit] { visitsByStop[id] ?? [] }

    /// The route numbers calling at a stop, each operator's once, in reading order; empty for an unknown stop.
    public func routesServing(stopID: String) -> [ServingRoute] {
        stopIndexByID[stopID].map { servingRoutesByStop[$0] } ?? []
    }
}
