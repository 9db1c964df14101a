import NextStopCore

extension TransitNetwork {
    /// Stops and route directions within `radius` metres, at most `limit` of each, nearest first. Without a radius
    /// the search covers 1 km, or 3 km when nothing lies within 1 km; the result says which.
    public func nearby(
        _ location: Coordinate, radius: Double? = nil, limit: Int = 50
    ) throws(QueryError) -> NearbyResult {
        try QueryError.validate(location)
        guard limit >= 1 else { throw .invalidLimit(limit) }
        if let radius {
            guard radius > 0, radius <= QueryError.maximumRadius else { throw .invalidRadius(radius) }
            return nearby(location, within: radius, limit: limit)
        }
        let near = nearby(location, within: NearbyResult.defaultRadius, limit: limit)
        return near.stops.isEmpty ? nearby(location, within: NearbyResult.fallbackRadius, limit: limit) : near
    }

    private func nearby(_ location: Coordinate, within radius: Double, limit: Int) -> NearbyResult {
        let hits = indexes.nearbyIndex.search(around: location, radius: radius, limit: limit)
        return NearbyResult(
            location: location, radius: radius,
            stops: NearbyStops(
                spots: hits.spots, stops: indexes.network.stops, stopsBySpot: indexes.nearbyIndex.stopsBySpot),
            routes: NearbyRoutes(
                hits: hits.routes, routes: indexes.network.routes, stops: indexes.network.stops,
                jointPartnerByRoute: indexes.jointPartnerByRoute))
    }
}
