import Foundation

/// Flat-earth distances around a reference point: a few multiplications per point instead of haversine's
/// trigonometry, and within millimetres of it over the tens of kilometres a city query spans.
struct LocalProjection: Sendable {
    /// Metres per degree of latitude on the sphere `Coordinate.distance(to:)` uses.
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    let center: Coordinate
    private let cosine: Double
    private let sine: Double

    init(center: Coordinate) {
        self.center = center
        let latitude = center.latitude * .pi / 180
        cosine = cos(latitude)
        sine = sin(latitude)
    }

    /// The squared distance in square metres from the center to a point.
    @inline(__always)
    func squaredDistance(latitude: Double, longitude: Double) -> Double {
        let deltaLatitude = latitude - center.latitude
        // The cosine of the mid-latitude to first order, which keeps east-west spans accurate away from the center.
        let scale = cosine - sine * (deltaLatitude * .pi / 360)
        let north = deltaLatitude * Self.metresPerDegree
        let east = (longitude - center.longitude) * Self.metresPerDegree * scale
        return north * north + east * east
    }

    /// The half-widths, in degrees, of a box around the center that holds every point within `radius` metres.
    func degreeSpan(radius: Double) -> (latitude: Double, longitude: Double) {
        // A hair wider than exact, so a point right on the radius never falls to rounding at a cell edge.
        let latitudeSpan = radius / Self.metresPerDegree * (1 + 1e-9)
        let farthestLatitude = min(90, abs(center.latitude) + latitudeSpan)
        let narrowest = cos(farthestLatitude * .pi / 180)
        let longitudeSpan = narrowest > 1e-9 ? min(360, latitudeSpan / narrowest) : 360
        return (latitudeSpan, longitudeSpan)
    }
}
