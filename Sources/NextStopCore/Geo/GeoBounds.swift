/// A latitude/longitude rectangle.
public struct GeoBounds: Sendable, Hashable {
    public var minLatitude: Double
    public var maxLatitude: Double
    public var minLongitude: Double
    public var maxLongitude: Double

    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.isValid
            && (minLatitude...maxLatitude).contains(coordinate.latitude)
            && (minLongitude...maxLongitude).contains(coordinate.longitude)
    }

    /// Hong Kong SAR with a small margin: every real bus stop lies inside.
    public static let hongKong = GeoBounds(minLatitude: 22.13, maxLatitude: 22.57, minLongitude: 113.82, maxLongitude: 114.45)
}
