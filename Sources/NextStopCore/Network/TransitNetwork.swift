/// A bus network with the indexes every query needs, built once when a dataset loads and never changed.
public struct TransitNetwork: Sendable {
    public let network: BusNetwork
    private let stopIndexByID: [String: Int]
    private let routeIndexByKey: [RouteKey: Int]
    private let visitsByStop: [String: [StopVisit]]

    public init(_ network: BusNetwork) {
        self.network = network
        stopIndexByID = Dictionary(network.stops.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        routeIndexByKey = Dictionary(network.routes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var visits: [String: [StopVisit]] = [:]
        for route in network.routes {
            var positionsByStop: [String: [Int]] = [:]
            for (position, stopID) in route.stopIDs.enumerated() { positionsByStop[stopID, default: []].append(position) }
            for (stopID, positions) in positionsByStop { visits[stopID, default: []].append(StopVisit(route: route, positions: positions)) }
        }
        visitsByStop = visits.mapValues { $0.sorted { $0.route.key < $1.route.key } }
    }

    /// A stop by id.
    public func stop(_ id: String) -> Stop? { stopIndexByID[id].map { network.stops[$0] } }

    /// A route variant by key.
    public func route(_ key: RouteKey) -> RouteVariant? { routeIndexByKey[key].map { network.routes[$0] } }

    /// Every variant calling at a stop, in route-key order.
    public func visits(atStop id: String) -> [StopVisit] { visitsByStop[id] ?? [] }
}
