import HongKongBus
import NextStopCore

/// The obvious nearby search the spatial index is measured against: the distance to every stop, filtered and sorted.
struct LinearScanBaseline {
    let stops: [Stop]

    func nearby(_ location: Coordinate, radius: Double, limit: Int) -> [String] {
        stops.lazy.filter { !$0.isPlaceholder }
            .map { ($0.id, $0.coordinate.distance(to: location)) }
            .filter { $0.1 <= radius }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }
}

extension LinearScanBaseline {
    /// The obvious direct-trip search the trip index is measured against: every variant's stops, checked for one
    /// within `radius` of `from` followed by one within `radius` of `to`. The keys of the variants that qualify.
    func directRoutes(_ routes: [RouteVariant], from: Coordinate, to: Coordinate, radius: Double) -> Set<RouteKey> {
        let coordinates = Dictionary(stops.map { ($0.id, $0.coordinate) }, uniquingKeysWith: { first, _ in first })
        return Set(
            routes.filter { route in
                var boarded = false
                for id in route.stopIDs {
                    guard let place = coordinates[id], place.isValid else { continue }
                    if boarded, place.distance(to: to) <= radius { return true }
                    if place.distance(to: from) <= radius { boarded = true }
                }
                return false
            }.map(\.key))
    }
}
