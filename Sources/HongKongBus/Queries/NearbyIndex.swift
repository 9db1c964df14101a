import NextStopCore

/// Stops grouped into spots (stops sharing a coordinate pair, API-NOTES §KMB 8) on a grid, each spot with the
/// route directions that call at it, for nearby queries that read a few cells and order only what they return.
struct NearbyIndex: Sendable {
    private let grid: GeoGrid
    private let spotCoordinates: [Coordinate]
    /// Each spot's stops, as indexes into the network's stops ordered by id: the first is the spot's representative.
    let stopsBySpot: PackedLists<Int32>
    /// Each stop's spot, by stop index; -1 for a placeholder or a stop without valid coordinates.
    let spotByStop: [Int32]
    /// Each spot's route directions, one entry per slot: the lowest service type calling there, in slot order.
    private let routesBySpot: PackedLists<SpotRoute>
    private let slotCount: Int

    /// Indexes every stop with a valid coordinate; placeholders are never indexed. `stopIndexesByRoute` holds each
    /// variant's stops as indexes into `stops` (-1 for an id without a record).
    init(stops: [Stop], routes: [RouteVariant], stopIndexesByRoute: [[Int32]], slotByRoute: [Int32], slotCount: Int) {
        var spotByCoordinate: [Coordinate: Int] = [:]
        var spotByStop = [Int](repeating: -1, count: stops.count)
        var coordinates: [Coordinate] = []
        var members: [(list: Int, element: Int32)] = []
        for (index, stop) in stops.enumerated() where !stop.isPlaceholder && stop.coordinate.isValid {
            let spot = spotByCoordinate[stop.coordinate] ?? coordinates.count
            if spot == coordinates.count {
                spotByCoordinate[stop.coordinate] = spot
                coordinates.append(stop.coordinate)
            }
            members.append((spot, Int32(index)))
            spotByStop[index] = spot
        }
        let unordered = PackedLists(listCount: coordinates.count, entries: members)
        stopsBySpot = PackedLists(
            listCount: coordinates.count,
            entries: (0..<unordered.count).flatMap { spot in
                unordered[spot].sorted { stops[Int($0)].id < stops[Int($1)].id }.map { (spot, $0) }
            })

        // Entries reach each spot ordered by slot, service type, variant and position, so the first entry of each
        // slot is the one to keep.
        let order = stopIndexesByRoute.indices.filter { slotByRoute[$0] >= 0 }.sorted {
            (slotByRoute[$0], routes[$0].serviceType, $0) < (slotByRoute[$1], routes[$1].serviceType, $1)
        }
        var lastSlotBySpot = [Int32](repeating: -1, count: coordinates.count)
        var entries: [(list: Int, element: SpotRoute)] = []
        for routeIndex in order {
            let slot = slotByRoute[routeIndex]
            let lastPosition = stopIndexesByRoute[routeIndex].count - 1
            // A direction is near where it can be boarded: never at the stop where its buses finish.
            for (position, stop) in stopIndexesByRoute[routeIndex].enumerated()
            where stop >= 0 && RouteStopPositions.boards(at: position, lastPosition: lastPosition) {
                let spot = spotByStop[Int(stop)]
                guard spot >= 0, lastSlotBySpot[spot] != slot else { continue }
                lastSlotBySpot[spot] = slot
                let entry = SpotRoute(slot: slot, route: Int32(routeIndex), stop: stop, position: Int32(position))
                entries.append((spot, entry))
            }
        }
        routesBySpot = PackedLists(listCount: coordinates.count, entries: entries)
        spotCoordinates = coordinates
        self.spotByStop = spotByStop.map(Int32.init)
        grid = GeoGrid(points: coordinates)
        self.slotCount = slotCount
    }

    /// Every spot within `radius` metres of `center` with its exact distance, in no particular order.
    func spots(around center: Coordinate, radius: Double) -> [(spot: Int, distance: Double)] {
        var candidates: [GeoCandidate] = []
        grid.collect(near: center, within: radius, into: &candidates)
        return candidates.compactMap { candidate in
            let distance = center.distance(to: spotCoordinates[Int(candidate.id)])
            return distance <= radius ? (Int(candidate.id), distance) : nil
        }
    }

    /// The nearest `limit` spots within `radius` metres and the nearest `limit` route directions calling at them,
    /// each direction once at its nearest spot; both nearest first, by exact distance.
    func search(around center: Coordinate, radius: Double, limit: Int) -> NearbyHits {
        var candidates: [GeoCandidate] = []
        candidates.reserveCapacity(256)
        grid.collect(near: center, within: radius, into: &candidates)
        let candidateCount = candidates.count
        var queue = NearestFirstQueue(consume candidates)
        var seen = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
        var hits = NearbyHits()
        hits.spots.reserveCapacity(min(limit, candidateCount))
        hits.routes.reserveCapacity(limit)
        let coordinates = spotCoordinates
        let routesBySpot = routesBySpot
        while hits.spots.count < limit || hits.routes.count < limit, let next = queue.popNearest() {
            let spot = Int(next.id)
            let distance = center.distance(to: coordinates[spot])
            guard distance <= radius else { continue }
            if hits.spots.count < limit { hits.spots.append((spot, distance)) }
            for slot in routesBySpot.range(of: spot) where hits.routes.count < limit {
                let entry = routesBySpot.elements[slot]
                let word = Int(entry.slot) / 64
                let bit = UInt64(1) << (UInt64(entry.slot) % 64)
                guard seen[word] & bit == 0 else { continue }
                seen[word] |= bit
                hits.routes.append((entry, distance))
            }
        }
        // Popped in projected order, which can differ from haversine's by a fraction of a millimetre.
        hits.spots.sort { ($0.distance, $0.spot) < ($1.distance, $1.spot) }
        hits.routes.sort { ($0.distance, $0.route.slot) < ($1.distance, $1.route.slot) }
        return hits
    }
}

/// What a nearby search found before it is dressed as public results: spots and route directions, nearest first.
struct NearbyHits: Sendable {
    /// Spot indexes with their exact distances in metres.
    var spots: [(spot: Int, distance: Double)] = []
    /// One entry per direction slot with the distance of its nearest spot.
    var routes: [(route: SpotRoute, distance: Double)] = []
}

/// A route direction calling at a spot: which variant, at which of the spot's stops, at which position.
struct SpotRoute: Sendable, Hashable {
    /// The direction slot in `RouteDirectionCatalog.directions`.
    var slot: Int32
    /// The variant's index in the network's routes.
    var route: Int32
    /// The stop's index in the network's stops.
    var stop: Int32
    /// The first position of the stop on the variant.
    var position: Int32
}
