import Foundation

/// A uniform latitude/longitude grid over a fixed set of points, for radius queries that read only the cells
/// a query's box overlaps. Points are stored cell by cell, so a row of cells is one contiguous run.
///
/// The grid covers the points' bounding box; it does not wrap at the antimeridian (a city never straddles it).
public struct GeoGrid: Sendable {
    /// 0.01° is about 1.1 km north-south: a 1 km query reads 3 × 3 cells, a 3 km query 7 × 7.
    public static let defaultCellDegrees = 0.01
    /// How far beyond the radius, as a fraction of it, a query may reach so that it never misses a point.
    public static let margin = 1e-4
    /// Coarser cells are used when the points spread so wide that fine ones would exceed this many.
    private static let maximumCellCount = 4_000_000

    private let cellDegrees: Double
    private let minLatitude: Double
    private let minLongitude: Double
    private let rows: Int
    private let columns: Int
    /// The points of each cell, row by row; each point with its index in the grid's input.
    private let cells: PackedLists<(coordinate: Coordinate, id: Int32)>

    /// Indexes every valid point under its index in `points`; invalid points (NaN, out of range) are left out.
    public init(points: [Coordinate], cellDegrees requestedCellDegrees: Double = defaultCellDegrees) {
        let valid = points.indices.filter { points[$0].isValid }
        let latitudeRange = valid.map { points[$0].latitude }.minAndMax ?? (0, 0)
        let longitudeRange = valid.map { points[$0].longitude }.minAndMax ?? (0, 0)
        var cellDegrees = requestedCellDegrees
        var rows = 1
        var columns = 1
        while true {
            rows = Int((latitudeRange.max - latitudeRange.min) / cellDegrees) + 1
            columns = Int((longitudeRange.max - longitudeRange.min) / cellDegrees) + 1
            if rows * columns <= Self.maximumCellCount { break }
            cellDegrees *= 2
        }
        self.cellDegrees = cellDegrees
        minLatitude = latitudeRange.min
        minLongitude = longitudeRange.min
        self.rows = rows
        self.columns = columns
        cells = PackedLists(
            listCount: rows * columns,
            entries: valid.map { index in
                let point = points[index]
                let row = min(rows - 1, Int((point.latitude - latitudeRange.min) / cellDegrees))
                let column = min(columns - 1, Int((point.longitude - longitudeRange.min) / cellDegrees))
                return (row * columns + column, (point, Int32(index)))
            })
    }

    /// The number of points indexed.
    public var count: Int { cells.elements.count }

    /// Appends every point within `radius` metres of `center`, and perhaps a few up to 0.01 % beyond it: distances are
    /// `LocalProjection`'s, so callers that need exact ones confirm the candidates they keep.
    public func collect(near center: Coordinate, within radius: Double, into candidates: inout [GeoCandidate]) {
        guard count > 0 else { return }
        // The projection is within 1e-5 of haversine at 50 km; the margin keeps every point haversine puts inside.
        let reach = radius * (1 + Self.margin)
        let projection = LocalProjection(center: center)
        let span = projection.degreeSpan(radius: reach)
        guard let rowRange = cellRange(center.latitude, span.latitude, origin: minLatitude, count: rows),
            let columnRange = cellRange(center.longitude, span.longitude, origin: minLongitude, count: columns)
        else { return }
        let limit = reach * reach
        cells.elements.withUnsafeBufferPointer { points in
            for row in rowRange {
                let first = cells.range(of: row * columns + columnRange.lowerBound).lowerBound
                let end = cells.range(of: row * columns + columnRange.upperBound).upperBound
                for point in points[first..<end] {
                    let squared = projection.squaredDistance(
                        latitude: point.coordinate.latitude, longitude: point.coordinate.longitude)
                    if squared <= limit { candidates.append(GeoCandidate(squaredDistance: squared, id: point.id)) }
                }
            }
        }
    }

    /// The cells along one axis that `value ± span` overlaps, or nil when it misses the grid.
    private func cellRange(_ value: Double, _ span: Double, origin: Double, count: Int) -> ClosedRange<Int>? {
        let low = ((value - span - origin) / cellDegrees).rounded(.down)
        let high = ((value + span - origin) / cellDegrees).rounded(.down)
        guard high >= 0, low < Double(count) else { return nil }
        return Int(max(0, low))...Int(min(Double(count - 1), high))
    }
}

extension Array where Element == Double {
    /// The smallest and largest element, or nil when empty.
    fileprivate var minAndMax: (min: Double, max: Double)? {
        guard let first else { return nil }
        return dropFirst().reduce((first, first)) { (Swift.min($0.0, $1), Swift.max($0.1, $1)) }
    }
}
