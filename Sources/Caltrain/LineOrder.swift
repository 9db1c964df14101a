/// The order of stations along the line, north to south, worked out from the trips themselves.
///
/// Each trip's stations, read southbound (northbound trips reversed), say "this station comes before that one".
/// A topological sort of those relations gives the line; where trips leave the order open (an express that
/// skips stations), the station whose average relative position along its trips is smaller goes first. A cycle
/// (contradictory data) is broken the same way instead of failing.
struct LineOrder: Sendable {
    /// Station indexes in line order (only stations some trip stops at).
    let stations: [Int]
    /// Each station's position in `stations`, nil for stations no trip stops at.
    let position: [Int?]

    /// The line of `profiles`' trips over stations `0 ..< stationCount`.
    init(profiles: [TripProfile], stationCount: Int) {
        self.init(stations: Self.sort(profiles: profiles, stationCount: stationCount), stationCount: stationCount)
    }

    /// A line whose order is already known.
    init(stations: [Int], stationCount: Int) {
        self.stations = stations
        var position = [Int?](repeating: nil, count: stationCount)
        for (offset, station) in stations.enumerated() { position[station] = offset }
        self.position = position
    }

    private static func sort(profiles: [TripProfile], stationCount: Int) -> [Int] {
        var successors = [Set<Int>](repeating: [], count: stationCount)
        var predecessorCount = [Int](repeating: 0, count: stationCount)
        var positionSum = [Double](repeating: 0, count: stationCount)
        var appearances = [Int](repeating: 0, count: stationCount)
        for profile in profiles {
            var sequence = profile.stops.map(\.station)
            if profile.direction == .north { sequence.reverse() }
            for (offset, station) in sequence.enumerated() {
                positionSum[station] += sequence.count > 1 ? Double(offset) / Double(sequence.count - 1) : 0.5
                appearances[station] += 1
            }
            for (from, to) in zip(sequence, sequence.dropFirst()) where from != to && successors[from].insert(to).inserted {
                predecessorCount[to] += 1
            }
        }
        let averagePosition = (0..<stationCount).map { appearances[$0] > 0 ? positionSum[$0] / Double(appearances[$0]) : 0 }
        var remaining = Set((0..<stationCount).filter { appearances[$0] > 0 })
        var order: [Int] = []
        while !remaining.isEmpty {
            let free = remaining.filter { predecessorCount[$0] == 0 }
            let pool = free.isEmpty ? remaining : free
            let next = pool.min { (averagePosition[$0], $0) < (averagePosition[$1], $1) }!
            remaining.remove(next)
            order.append(next)
            for successor in successors[next] { predecessorCount[successor] -= 1 }
        }
        return order
    }

    /// The stations strictly between `from` and `to`, in the order a train from `from` to `to` passes them.
    func stations(between from: Int, and to: Int) -> [Int] {
        guard let start = position[from], let end = position[to], abs(end - start) > 1 else { return [] }
        return start < end ? Array(stations[(start + 1)..<end]) : Array(stations[(end + 1)..<start].reversed())
    }
}
