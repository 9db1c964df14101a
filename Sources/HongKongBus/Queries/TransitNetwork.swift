import NextStopCore

/// A bus network with the indexes every query needs, each built once on first use and never changed.
///
/// Copies share the indexes, so passing a network around retains one object however many indexes it holds.
public struct TransitNetwork: Sendable {
    let indexes: TransitNetworkIndexes

    public init(_ network: BusNetwork) {
        indexes = TransitNetworkIndexes(network)
    }

    /// Builds every index now, so that a server's first queries do not wait for them.
    public func buildEveryIndex() { indexes.buildAll() }

    /// The stops and variants the indexes were built from.
    public var network: BusNetwork { indexes.network }

    /// A stop by id.
    public func stop(_ id: String) -> Stop? { indexes.stopIndexByID[id].map { indexes.network.stops[$0] } }

    /// A route variant by key.
    public func route(_ key: RouteKey) -> RouteVariant? {
        indexes.routeIndexByKey[key].map { indexes.network.routes[$0] }
    }

    /// A stop as answers show it, written once per network (made here for a stop from elsewhere).
    public func stopObject(_ stop: Stop) -> PreEncoded<StopJSON> {
        indexes.stopIndexByID[stop.id].map { indexes.stopObjects[$0] } ?? PreEncoded(StopJSON(stop))
    }

    /// A variant as answers name it, written once per network (made here for a variant from elsewhere).
    public func routeObject(_ route: RouteVariant) -> PreEncoded<RouteJSON> {
        indexes.routeIndexByKey[route.key].map { indexes.routeObjects[$0] } ?? PreEncoded(RouteJSON(route))
    }

    /// The route numbers calling at a stop, each operator's once, in reading order; empty for an unknown stop.
    public func routesServing(stopID: String) -> [ServingRoute] {
        indexes.stopIndexByID[stopID].map { indexes.servingRoutesByStop[$0] } ?? []
    }

    /// The route numbers calling at any stop of a nearby spot, each operator's once, its own stop's first.
    public func routesServing(_ spot: NearbyStop) -> [ServingRoute] {
        var seen = Set<ServingRoute>()
        return spot.stopIDs.flatMap(routesServing(stopID:)).filter { seen.insert($0).inserted }
    }
}
