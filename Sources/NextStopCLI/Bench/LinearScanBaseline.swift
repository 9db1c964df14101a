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
