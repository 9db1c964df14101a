import NextStopCore

/// The sites of one operator, with a grid index for nearest-site queries and how often routes use each site.
///
/// Distances here are planar in degrees (longitude scaled for 22.3° N) and use plain arithmetic only, so that
/// every choice made from them is the same on every platform.
struct SiteField: Sendable {
    private(set) var sites: [Site] = []
    private(set) var useCount: [Int] = []
    private var cells: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var row: Int
        var column: Int
    }

    private static let cellSize = 0.004
    static let longitudeScale = 0.9252
    static let metresPerDegree = 111_320.0
    /// Beyond this many rings the search has covered all of Hong Kong.
    private static let maximumRing = 150

    mutating func add(_ site: Site) -> Int {
        sites.append(site)
        useCount.append(0)
        cells[Self.cell(of: site.coordinate(.a)), default: []].append(sites.count - 1)
        return sites.count - 1
    }

    mutating func markUsed(_ index: Int) { useCount[index] += 1 }

    /// Planar distance in metres, good to a few per cent over the few kilometres that matter here.
    static func metres(_ from: Coordinate, _ to: Coordinate) -> Double {
        let dLat = to.latitude - from.latitude
        let dLon = (to.longitude - from.longitude) * longitudeScale
        return (dLat * dLat + dLon * dLon).squareRoot() * metresPerDegree
    }

    /// Up to `count` sites nearest to a point, nearest first, skipping `excluded`; ties go to the older site.
    func nearest(to point: Coordinate, count: Int, excluding excluded: Set<Int> = []) -> [Int] {
        let centre = Self.cell(of: point)
        var best: [(distance: Double, index: Int)] = []
        var seen = 0
        for ring in 0...Self.maximumRing where seen < sites.count {
            for cell in Self.ring(ring, around: centre) {
                let members = cells[cell] ?? []
                seen += members.count
                for index in members where !excluded.contains(index) {
                    let candidate = (distance: Self.metres(point, sites[index].coordinate(.a)), index: index)
                    if best.count == count, let last = best.last, (last.distance, last.index) < candidate { continue }
                    let slot = best.firstIndex { candidate < ($0.distance, $0.index) } ?? best.count
                    best.insert(candidate, at: slot)
                    if best.count > count { best.removeLast() }
                }
            }
            // Anything in a further ring is at least this far away.
            let reach = Double(ring) * Self.cellSize * Self.longitudeScale * Self.metresPerDegree
            if best.count == count, let last = best.last, last.distance <= reach { break }
        }
        return best.map(\.index)
    }

    /// Picks `length` distinct sites along the line from `start` to `end`, preferring sites no route uses yet,
    /// and counts them as used.
    mutating func path(
        from start: Coordinate, to end: Coordinate, length: Int, using random: inout SeededRandom
    ) -> [Int] {
        var chosen: [Int] = []
        var taken = Set<Int>()
        for step in 0..<length {
            let fraction = length == 1 ? 0 : Double(step) / Double(length - 1)
            let target = Coordinate(
                latitude: start.latitude + (end.latitude - start.latitude) * fraction + random.bell() * 0.0015,
                longitude: start.longitude + (end.longitude - start.longitude) * fraction + random.bell() * 0.0015
            )
            let candidates = nearest(to: target, count: 4, excluding: taken)
            guard !candidates.isEmpty else { break }
            let choice = candidates.first { useCount[$0] == 0 } ?? candidates[random.below(min(2, candidates.count))]
            chosen.append(choice)
            taken.insert(choice)
            markUsed(choice)
        }
        return chosen
    }

    private static func cell(of coordinate: Coordinate) -> Cell {
        Cell(
            row: Int((coordinate.latitude / cellSize).rounded(.down)),
            column: Int((coordinate.longitude / cellSize).rounded(.down))
        )
    }

    /// The cells exactly `ring` steps away from `centre` (the centre itself for ring 0).
    private static func ring(_ ring: Int, around centre: Cell) -> [Cell] {
        guard ring > 0 else { return [centre] }
        var result: [Cell] = []
        for row in -ring...ring {
            for column in -ring...ring where abs(row) == ring || abs(column) == ring {
                result.append(Cell(row: centre.row + row, column: centre.column + column))
            }
        }
        return result
    }
}
