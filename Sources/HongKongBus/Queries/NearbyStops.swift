import NextStopCore

/// The stops of a nearby result, nearest first, one per spot: a view into the network whose elements are built
/// when read, so a query costs only the search itself.
public struct NearbyStops: RandomAccessCollection, Sendable {
    private let spots: [(spot: Int, distance: Double)]
    private let stops: [Stop]
    private let stopsBySpot: PackedLists<Int32>

    init(spots: [(spot: Int, distance: Double)], stops: [Stop], stopsBySpot: PackedLists<Int32>) {
        self.spots = spots
        self.stops = stops
        self.stopsBySpot = stopsBySpot
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { spots.count }

    public subscript(position: Int) -> NearbyStop {
        let hit = spots[position]
        let members = stopsBySpot.range(of: hit.spot)
        let others = members.count > 1 ? members.dropFirst().map { stops[Int(stopsBySpot.elements[$0])].id } : []
        return NearbyStop(
            stop: stops[Int(stopsBySpot.elements[members.lowerBound])], distance: hit.distance, sameSpotStopIDs: others)
    }
}
