import NextStopCore

/// A stop near a location; stops sharing its coordinate pair are grouped into it (API-NOTES §KMB 8).
public struct NearbyStop: Sendable, Hashable {
    /// The spot's stop with the lowest id.
    public var stop: Stop
    /// Metres from the location (haversine).
    public var distance: Double
    /// The other stops at exactly the same coordinates, by id.
    public var sameSpotStopIDs: [String]

    public init(stop: Stop, distance: Double, sameSpotStopIDs: [String] = []) {
        self.stop = stop
        self.distance = distance
        self.sameSpotStopIDs = sameSpotStopIDs
    }

    /// Every stop id at the spot, the representative first.
    public var stopIDs: [String] { [stop.id] + sameSpotStopIDs }
}
