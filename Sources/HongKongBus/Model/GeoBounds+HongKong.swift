import NextStopCore

extension GeoBounds {
    /// Hong Kong SAR with a small margin: every real bus stop lies inside.
    public static let hongKong = GeoBounds(minLatitude: 22.13, maxLatitude: 22.57, minLongitude: 113.82, maxLongitude: 114.45)
}
