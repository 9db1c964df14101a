import NextStopCore

/// What a nearby search found before it is dressed as public results: spots and route directions, nearest first.
struct NearbyHits: Sendable {
    /// Spot indexes with their exact distances in metres.
    var spots: [(spot: Int, distance: Double)] = []
    /// One entry per direction slot with the distance of its nearest spot.
    var routes: [(route: SpotRoute, distance: Double)] = []
}
