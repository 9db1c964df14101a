/// A point a grid query found, with its approximate squared distance from the query's center.
struct GeoCandidate: Sendable, Hashable {
    /// Square metres, from `LocalProjection`.
    var squaredDistance: Double
    /// The point's index in the array the grid was built from.
    var id: Int32
}
