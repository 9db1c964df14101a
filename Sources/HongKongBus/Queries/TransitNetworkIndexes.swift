import NextStopCore

/// Everything a `TransitNetwork` holds: the network and every index its queries read, each built on first use and
/// never changed, so a one-off query (a command run once) builds only what it reads.
final class TransitNetworkIndexes: Sendable {
    let network: BusNetwork

    private let stopIndexByIDBuilt = OnFirstUse<[String: Int]>()
    private let routeIndexByKeyBuilt = OnFirstUse<[RouteKey: Int]>()
    private let stopIndexesByRouteBuilt = OnFirstUse<[[Int32]]>()
    private let visitTableBuilt = OnFirstUse<RouteStopPositionsTable>()
    private let jointVisitByVisitBuilt = OnFirstUse<[Int32]>()
    private let jointsBuilt = OnFirstUse<JointRouteIndex>()
    private let jointPartnerByRouteBuilt = OnFirstUse<[RouteKey?]>()
    private let catalogBuilt = OnFirstUse<RouteDirectionCatalog>()
    private let routeSearchBuilt = OnFirstUse<RouteSearchIndex>()
    private let nearbyIndexBuilt = OnFirstUse<NearbyIndex>()
    private let stopNamesBuilt = OnFirstUse<StopNameIndex>()
    private let servingRoutesByStopBuilt = OnFirstUse<[[ServingRoute]]>()
    private let stopObjectsBuilt = OnFirstUse<[PreEncoded<StopJSON>]>()
    private let routeObjectsBuilt = OnFirstUse<[PreEncoded<RouteJSON>]>()

    init(_ network: BusNetwork) {
        self.network = network
    }

    var stopIndexByID: [String: Int] {
        stopIndexByIDBuilt.value {
            Dictionary(network.stops.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    var routeIndexByKey: [RouteKey: Int] {
        routeIndexByKeyBuilt.value {
            Dictionary(network.routes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Each variant's stops as indexes into the stops (-1 for an id without a record), by variant index.
    var stopIndexesByRoute: [[Int32]] {
        stopIndexesByRouteBuilt.value {
            let stopIndexByID = stopIndexByID
            return network.routes.map { $0.stopIDs.map { stopIndexByID[$0].map(Int32.init) ?? -1 } }
        }
    }

    var visitTable: RouteStopPositionsTable {
        visitTableBuilt.value {
            RouteStopPositionsTable(
                routes: network.routes, stopCount: network.stops.count, stopIndexesByRoute: stopIndexesByRoute,
                readingOrder: catalog.readingOrder)
        }
    }

    /// For each visit, by `StopVisitID`, its joint counterpart's visit, or -1.
    var jointVisitByVisit: [Int32] {
        jointVisitByVisitBuilt.value {
            visitTable.jointVisits(
                routes: network.routes, routeIndexByKey: routeIndexByKey, stopIndexByID: stopIndexByID, joints: joints)
        }
    }

    var joints: JointRouteIndex {
        jointsBuilt.value {
            let stops = network.stops
            let stopIndexesByRoute = stopIndexesByRoute
            let unknown = Coordinate(latitude: .nan, longitude: .nan)
            return JointRouteIndex(routes: network.routes) { route in
                stopIndexesByRoute[route].map { $0 >= 0 ? stops[Int($0)].coordinate : unknown }
            }
        }
    }

    /// For each variant, by index, its joint partner's key.
    var jointPartnerByRoute: [RouteKey?] {
        jointPartnerByRouteBuilt.value {
            let joints = joints
            return network.routes.map { joints.link(for: $0.key)?.partner }
        }
    }

    var catalog: RouteDirectionCatalog {
        catalogBuilt.value { RouteDirectionCatalog(routes: network.routes, joints: joints) }
    }

    var routeSearch: RouteSearchIndex { routeSearchBuilt.value { RouteSearchIndex(groups: catalog.groups) } }

    var nearbyIndex: NearbyIndex {
        nearbyIndexBuilt.value {
            let catalog = catalog
            return NearbyIndex(
                stops: network.stops, routes: network.routes, stopIndexesByRoute: stopIndexesByRoute,
                slotByRoute: catalog.slotByRoute, slotCount: catalog.directions.count)
        }
    }

    var stopNames: StopNameIndex { stopNamesBuilt.value { StopNameIndex(stops: network.stops) } }

    /// For each stop, by index, the route numbers calling at it in reading order.
    var servingRoutesByStop: [[ServingRoute]] {
        servingRoutesByStopBuilt.value {
            let routes = network.routes
            let stopIndexesByRoute = stopIndexesByRoute
            var serving = [[ServingRoute]](repeating: [], count: network.stops.count)
            for routeIndex in catalog.readingOrder {
                let label = ServingRoute(company: routes[routeIndex].company, route: routes[routeIndex].route)
                for stop in stopIndexesByRoute[routeIndex] where stop >= 0 && serving[Int(stop)].last != label {
                    serving[Int(stop)].append(label)
                }
            }
            return serving
        }
    }

    /// Each stop as answers show it, by stop index, its JSON written once.
    var stopObjects: [PreEncoded<StopJSON>] { stopObjectsBuilt.value { network.stops.map { PreEncoded(StopJSON($0)) } } }

    /// Each variant as answers name it, by variant index, its JSON written once.
    var routeObjects: [PreEncoded<RouteJSON>] {
        routeObjectsBuilt.value { network.routes.map { PreEncoded(RouteJSON($0)) } }
    }

    /// Builds every index now, so that no later query pays for one.
    func buildAll() {
        _ = (stopNames, nearbyIndex, routeSearch, jointPartnerByRoute, jointVisitByVisit, servingRoutesByStop)
        _ = (stopObjects, routeObjects)
    }
}
