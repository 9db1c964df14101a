/// Stops grouped into spots (stops sharing a coordinate pair, API-NOTES §KMB 8) on a grid, each spot with the
/// route directions that call at it, for nearby queries that read a few cells and order only what they return.
struct NearbyIndex: Sendable {
    let grid: GeoGrid
    private let spotCoordinates: [Coordinate]
    /// Each spot's stops as indexes into the network's stops, ordered by id.
    let stopsBySpot: [[Int32]]
    /// Each spot's route directions, one entry per slot: the lowest service type calling there, in slot order.
    private let routesBySpot: [[SpotRoute]]
    private let slotCount: Int

    /// Indexes every stop with a valid coordinate; placeholders are never indexed.
    init(stops: [Stop], routes: [RouteVariant], slotByRoute: [Int32], slotCount: Int, stopIndex: (String) -> Int?) {
        var spotByCoordinate: [Coordinate: Int] = [:]
        var spotByStop = [Int](repeating: -1, count: stops.count)
        var coordinates: [Coordinate] = []
        var stopsBySpot: [[Int32]] = []
        for (index, stop) in stops.enumerated() where !stop.isPlaceholder && stop.coordinate.isValid {
            let spot = spotByCoordinate[stop.coordinate] ?? coordinates.count
            if spot == coordinates.count {
                spotByCoordinate[stop.coordinate] = spot
                coordinates.append(stop.coordinate)
                stopsBySpot.append([])
            }
            stopsBySpot[spot].append(Int32(index))
            spotByStop[index] = spot
        }
        var candidates = [[SpotRoute]](repeating: [], count: coordinates.count)
        for (routeIndex, route) in routes.enumerated() where slotByRoute[routeIndex] >= 0 {
            for (position, stopID) in route.stopIDs.enumerated() {
                guard let stop = stopIndex(stopID), spotByStop[stop] >= 0 else { continue }
                candidates[spotByStop[stop]].append(
                    SpotRoute(slot: slotByRoute[routeIndex], route: Int32(routeIndex), stop: Int32(stop), position: Int32(position)))
            }
        }
        routesBySpot = candidates.map { entries in
            let ordered = entries.sorted {
                ($0.slot, routes[Int($0.route)].serviceType, $0.route, $0.position)
                    < ($1.slot, routes[Int($1.route)].serviceType, $1.route, $1.position)
            }
            return ordered.enumerated().filter { $0.offset == 0 || ordered[$0.offset - 1].slot != $0.element.slot }.map(\.element)
        }
        self.stopsBySpot = stopsBySpot.map { $0.sorted { stops[Int($0)].id < stops[Int($1)].id } }
        spotCoordinates = coordinates
        grid = GeoGrid(points: coordinates)
        self.slotCount = slotCount
    }

    /// The nearest `limit` spots within `radius` metres and the nearest `limit` route directions calling at them,
    /// each direction once at its nearest spot; both nearest first, by exact distance.
    func search(around center: Coordinate, radius: Double, limit: Int) -> NearbyHits {
        var candidates: [GeoCandidate] = []
        // The projection is within 1e-5 of haversine at 50 km; the margin keeps every stop haversine puts inside.
        grid.collect(near: center, within: radius * 1.0001, into: &candidates)
        var queue = NearestFirstQueue(candidates)
        var seen = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
        var hits = NearbyHits()
        while hits.spots.count < limit || hits.routes.count < limit, let next = queue.popNearest() {
            let spot = Int(next.id)
            let distance = center.distance(to: spotCoordinates[spot])
            guard distance <= radius else { continue }
            if hits.spots.count < limit { hits.spots.append((spot, distance)) }
            for entry in routesBySpot[spot] where hits.routes.count < limit {
                let word = Int(entry.slot) / 64, bit = UInt64(1) << (UInt64(entry.slot) % 64)
                guard seen[word] & bit == 0 else { continue }
                seen[word] |= bit
                hits.routes.append((entry, distance))
            }
        }
        // Popped in projected order, which can differ from haversine's by a fraction of a millimetre.
        hits.spots.sort { $0.distance < $1.distance }
        hits.routes.sort { $0.distance < $1.distance }
        return hits
    }
}
