import NextStopTestSupport
import Testing

@testable import NextStopCore

struct GeoGridTests {
    private func found(_ grid: GeoGrid, near center: Coordinate, within radius: Double) -> Set<Int32> {
        var candidates: [GeoCandidate] = []
        grid.collect(near: center, within: radius, into: &candidates)
        return Set(candidates.map(\.id))
    }

    @Test("a query finds every point within its radius and none beyond its margin, across cell edges")
    func findsPointsWithinRadius() {
        // A 41 × 41 lattice 100 m apart: points straddle many 0.01° cells.
        let points = (-20...20).flatMap { row in
            (-20...20).map { column in Build.north(of: Build.east(Double(column) * 100), Double(row) * 100) }
        }
        let grid = GeoGrid(points: points)

        for (center, radius) in [(Build.origin, 1_000.0), (Build.east(1_234), 555), (Build.north(-1_950), 3_000)] {
            let within = { (limit: Double) in
                Set(points.indices.filter { center.distance(to: points[$0]) <= limit }.map { Int32($0) })
            }
            let result = found(grid, near: center, within: radius)
            #expect(result.isSuperset(of: within(radius)))
            #expect(result.isSubset(of: within(radius * (1 + GeoGrid.margin))))
        }
    }

    @Test("a point exactly on the radius is found and one well past the margin is not")
    func pointOnTheRadius() {
        let grid = GeoGrid(points: [Build.north(1_000), Build.north(1_000.5)])

        #expect(found(grid, near: Build.origin, within: 1_000) == [0])
    }

    @Test("invalid points are left out and a query far from every point finds nothing")
    func invalidAndFarAway() {
        let points = [
            Coordinate(latitude: .nan, longitude: 114), Coordinate(latitude: 95, longitude: 114), Build.origin,
        ]
        let grid = GeoGrid(points: points)

        #expect(grid.count == 1)
        #expect(found(grid, near: Build.north(10), within: 100) == [2])
        #expect(found(grid, near: Coordinate(latitude: 51.5, longitude: -0.12), within: 3_000).isEmpty)
        #expect(found(GeoGrid(points: []), near: Build.origin, within: 3_000).isEmpty)
    }

    @Test("points spread over the whole globe still index and query correctly")
    func worldwidePoints() {
        let points = [
            Coordinate(latitude: -60, longitude: -170), Build.origin, Coordinate(latitude: 70, longitude: 170),
        ]
        let grid = GeoGrid(points: points)

        #expect(found(grid, near: Build.north(5), within: 10) == [1])
        #expect(found(grid, near: points[2], within: 10) == [2])
    }
}
