import Foundation
import NextStopCore

/// Every dock from one fetch, indexed for lookups by id, by position and by name. Built once per fetch and shared
/// read-only by every request until the next one.
public struct DockSnapshot: Sendable {
    /// The docks in the upstream's order.
    public let docks: [Dock]
    /// When the docks were fetched.
    public let fetchedAt: Date
    /// Whether the counts had stopped moving when fetched.
    public let freshness: FeedFreshness
    /// What the system said of itself when fetched.
    public let alerts: [BikeSystemAlert]
    private let grid: GeoGrid
    private let positions: [String: Int]
    let nameKeys: [String]

    /// Indexes `docks` fetched at `fetchedAt`, with the system's `alerts`; a repeated id keeps its first dock.
    public init(docks: [Dock], fetchedAt: Date, alerts: [BikeSystemAlert] = []) {
        self.docks = docks
        self.fetchedAt = fetchedAt
        self.alerts = alerts
        freshness = FeedFreshness(docks: docks, fetchedAt: fetchedAt)
        grid = GeoGrid(points: docks.map(\.coordinate))
        positions = Dictionary(docks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        nameKeys = docks.map { DockName.key($0.name) }
    }

    /// The middle of the docks' bounding box, where a map of the system opens when the rider's position is unknown;
    /// (0, 0) without docks.
    public var middle: Coordinate {
        guard let first = docks.first?.coordinate else { return Coordinate(latitude: 0, longitude: 0) }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for dock in docks {
            south = min(south, dock.coordinate.latitude)
            north = max(north, dock.coordinate.latitude)
            west = min(west, dock.coordinate.longitude)
            east = max(east, dock.coordinate.longitude)
        }
        return Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
    }

    /// The dock with id `id`, or nil.
    public func dock(id: String) -> Dock? { positions[id].map { docks[$0] } }

    /// Up to `limit` docks nearest `point` first, within `radius` metres, each with its distance; docks that
    /// `include` refuses are passed over.
    public func docks(
        near point: Coordinate, limit: Int, within radius: Double = 50_000, where include: (Dock) -> Bool = { _ in true }
    ) -> [DockDistance] {
        guard point.isValid, limit > 0 else { return [] }
        var found: [DockDistance] = []
        // Widen the search until enough docks are found: most queries stop at the first, cheapest ring.
        var reach = min(radius, 800)
        while true {
            var candidates: [GeoCandidate] = []
            grid.collect(near: point, within: reach, into: &candidates)
            var queue = NearestFirstQueue(candidates)
            found.removeAll(keepingCapacity: true)
            while found.count < limit, let candidate = queue.popNearest() {
                let dock = docks[Int(candidate.id)]
                let metres = point.distance(to: dock.coordinate)
                if metres <= reach, include(dock) { found.append(DockDistance(dock: dock, metres: metres)) }
            }
            if found.count >= limit || reach >= radius || candidates.count == grid.count { break }
            reach = min(radius, reach * 4)
        }
        // Projected order can differ from haversine's by millimetres; the answer is ordered by the distance shown.
        return found.sorted { ($0.metres, $0.dock.id) < ($1.metres, $1.dock.id) }
    }
}

/// A dock and how far it is from the point asked about.
public struct DockDistance: Sendable, Hashable {
    public var dock: Dock
    /// Straight-line metres.
    public var metres: Double

    public init(dock: Dock, metres: Double) {
        self.dock = dock
        self.metres = metres
    }
}
