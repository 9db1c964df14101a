import Foundation
import NextStopCore

/// A river or stretch of sea drawn on the simulated tiles: a line traced by hand through its middle (latitude,
/// longitude), and its width.
struct SimulatedWater: Sendable {
    let points: [Coordinate]
    let widthMetres: Double

    /// Rough traces of the water in each city NextStop serves.
    static let traces = [
        // The Thames through central London, west to east.
        SimulatedWater(
            [
                (51.4885, -0.2305), (51.4800, -0.2230), (51.4670, -0.2130), (51.4640, -0.1900), (51.4650, -0.1830),
                (51.4740, -0.1750), (51.4810, -0.1700), (51.4825, -0.1660), (51.4845, -0.1500), (51.4880, -0.1270),
                (51.4945, -0.1220), (51.5008, -0.1220), (51.5065, -0.1200), (51.5090, -0.1170), (51.5095, -0.1045),
                (51.5085, -0.0945), (51.5079, -0.0877), (51.5055, -0.0754), (51.5040, -0.0600), (51.5080, -0.0350),
                (51.5040, -0.0250), (51.4960, -0.0240), (51.4860, -0.0150), (51.4840, -0.0050), (51.4920, 0.0050),
                (51.5020, 0.0080), (51.5070, 0.0000),
            ], widthMetres: 250),
        // Victoria Harbour, from Sulphur Channel to Lei Yue Mun.
        SimulatedWater(
            [
                (22.2890, 114.1150), (22.2950, 114.1400), (22.2930, 114.1600), (22.2960, 114.1750), (22.2960, 114.1900),
                (22.3000, 114.2100), (22.2900, 114.2300), (22.2820, 114.2400),
            ], widthMetres: 1_100),
        // San Francisco Bay along the Peninsula's eastern shore.
        SimulatedWater(
            [
                (37.8100, -122.3500), (37.7300, -122.3300), (37.6300, -122.2700), (37.5600, -122.2000),
                (37.5000, -122.1500), (37.4600, -122.0700),
            ], widthMetres: 7_000),
    ]

    private init(_ points: [(Double, Double)], widthMetres: Double) {
        self.points = points.map { Coordinate(latitude: $0.0, longitude: $0.1) }
        self.widthMetres = widthMetres
    }

    /// Whether the tile at `x`, `y` of `tileZoom` may hold some of this water: its bounds meet the trace's, widened.
    func mayCross(tileZoom: Int, x: Int, y: Int) -> Bool {
        let count = Double(1 << tileZoom)
        func latitude(_ y: Int) -> Double { atan(sinh(.pi * (1 - 2 * Double(y) / count))) * 180 / .pi }
        let margin = widthMetres / 111_000 * 2
        let latitudes = points.map(\.latitude)
        let longitudes = points.map(\.longitude)
        let west = Double(x) / count * 360 - 180
        let east = Double(x + 1) / count * 360 - 180
        return latitude(y + 1) <= latitudes.max()! + margin && latitude(y) >= latitudes.min()! - margin
            && west <= longitudes.max()! + margin && east >= longitudes.min()! - margin
    }

    /// Whether `point` lies within half the width of the traced line.
    func covers(_ point: Coordinate) -> Bool {
        let half = widthMetres / 2
        let metresPerDegreeLongitude = 111_320 * cos(point.latitude * .pi / 180)
        func planar(_ coordinate: Coordinate) -> (Double, Double) {
            (
                (coordinate.longitude - point.longitude) * metresPerDegreeLongitude,
                (coordinate.latitude - point.latitude) * 110_540
            )
        }
        for (start, end) in zip(points, points.dropFirst()) {
            let (ax, ay) = planar(start)
            let (bx, by) = planar(end)
            let (dx, dy) = (bx - ax, by - ay)
            let length = dx * dx + dy * dy
            let along = length == 0 ? 0 : max(0, min(1, -(ax * dx + ay * dy) / length))
            let (cx, cy) = (ax + along * dx, ay + along * dy)
            if cx * cx + cy * cy <= half * half { return true }
        }
        return false
    }
}
