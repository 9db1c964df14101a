import Foundation
import NextStopCore

/// What both Hong Kong bus feeds are cut from: the stops that have a place on the map and, for every route variant
/// with at least two of them, its trip as `BusGTFSFeed` writes it, with each stop's templated time from the first.
/// Built once per dataset; the GTFS-Realtime trip updates name the same trips and stops.
public struct BusGTFSTemplate: Sendable {
    /// One variant as the feeds write it.
    struct TripPlan: Sendable {
        let variant: RouteVariant
        let stops: [Stop]
        /// Seconds from the first stop, one per stop.
        let offsets: [Int]
        /// The index in `stops` of each position of the variant (the operators' `seq`, 1-based) that has a place.
        let placedIndexBySequence: [Int: Int]

        var routeID: String { "\(variant.company.rawValue)-\(variant.route)" }
        var tripID: String {
            "\(variant.company.rawValue)-\(variant.route)-\(variant.direction.rawValue)-\(variant.serviceType)"
        }
    }

    /// 18 km/h in a straight line between stops, and 20 s at each: about Hong Kong's urban bus speeds.
    static let speed = 5.0
    static let dwell = 20

    /// The stops with a place, by id.
    let stops: [String: Stop]
    /// The trips, in the network's order.
    let plans: [TripPlan]
    let plansByKey: [RouteKey: TripPlan]

    public init(network: BusNetwork) {
        let stops = Dictionary(network.stops.filter { !$0.isPlaceholder }.map { ($0.id, $0) }) { first, _ in first }
        plans = network.routes.compactMap { variant in Self.plan(variant, stops: stops) }
        plansByKey = Dictionary(plans.map { ($0.variant.key, $0) }) { first, _ in first }
        self.stops = stops
    }

    /// The stops with a place, by id.
    var sortedStops: [Stop] { stops.values.sorted { $0.id < $1.id } }

    private static func plan(_ variant: RouteVariant, stops: [String: Stop]) -> TripPlan? {
        var placed: [Stop] = []
        var indexBySequence: [Int: Int] = [:]
        for (position, id) in variant.stopIDs.enumerated() {
            guard let stop = stops[id] else { continue }
            indexBySequence[position + 1] = placed.count
            placed.append(stop)
        }
        guard placed.count >= 2 else { return nil }
        var offsets = [0]
        for (from, to) in zip(placed, placed.dropFirst()) {
            offsets.append(offsets[offsets.count - 1] + Int(from.coordinate.distance(to: to.coordinate) / speed) + dwell)
        }
        return TripPlan(variant: variant, stops: placed, offsets: offsets, placedIndexBySequence: indexBySequence)
    }
}
