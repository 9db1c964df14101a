import NextStopCore

extension TransitNetwork {
    /// A variant's stops in order with its opposite direction and other service types; given a location, the
    /// nearest stop within 1 km (the first by position when a stop repeats).
    public func routeDetail(_ key: RouteKey, near location: Coordinate? = nil) throws(QueryError) -> RouteDetail {
        guard let route = route(key) else { throw .unknownRoute(key) }
        if let location { try QueryError.validate(location) }
        let stops = route.stopIDs.map { stop($0) ?? Stop.placeholder(id: $0, company: key.company) }
        let sameRoute = findRoute(key.route, company: key.company)
        var detail = RouteDetail(
            route: route, stops: stops,
            oppositeDirection: sameRoute.first { $0.direction != key.direction }?.key,
            otherServiceTypes: sameRoute.filter { $0.direction == key.direction && $0.key != key }.map {
                RouteSummary(key: $0.key, origin: $0.origin, destination: $0.destination)
            },
            jointRoute: jointRoute(of: key))
        if let location {
            let nearest = stops.indices.lazy.filter { !stops[$0].isPlaceholder }
                .map { (index: $0, distance: location.distance(to: stops[$0].coordinate)) }
                .filter { $0.distance <= RouteDetail.nearestStopRadius }
                .min { ($0.distance, $0.index) < ($1.distance, $1.index) }
            detail.nearestStopIndex = nearest?.index
            detail.nearestStopDistance = nearest?.distance
        }
        return detail
    }
}
