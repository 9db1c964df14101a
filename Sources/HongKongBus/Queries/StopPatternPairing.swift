import NextStopCore

/// How the stops of two patterns of one route number pair up, when every pair lies within a distance limit.
///
/// The first stops pair with each other and so do the last ones. Patterns of equal length pair by position;
/// otherwise the pairing is the order-preserving alignment (each stop paired with one or more stops of the other
/// pattern, never going back) whose longest pair is shortest. Stops without a usable coordinate never pair.
struct StopPatternPairing: Sendable, Hashable {
    /// For each position of the first pattern, the nearest position of the second it is paired with.
    let firstToSecond: [Int]
    /// For each position of the second pattern, the nearest position of the first it is paired with.
    let secondToFirst: [Int]
    /// The longest distance between paired stops, in metres.
    let maximumDistance: Double

    /// Pairs two patterns, or fails when they cannot be paired with every pair within `limit` metres.
    init?(_ first: [Coordinate], _ second: [Coordinate], within limit: Double) {
        guard let firstStart = first.first, let secondStart = second.first,
            firstStart.distance(to: secondStart) <= limit,
            first[first.count - 1].distance(to: second[second.count - 1]) <= limit
        else { return nil }
        if first.count == second.count {
            let distances = zip(first, second).map { $0.distance(to: $1) }
            guard distances.allSatisfy({ $0 <= limit }) else { return nil }
            firstToSecond = Array(first.indices)
            secondToFirst = Array(second.indices)
            maximumDistance = distances.max() ?? 0
        } else {
            guard let alignment = Self.align(first, second, within: limit) else { return nil }
            self = alignment
        }
    }

    private init(firstToSecond: [Int], secondToFirst: [Int], maximumDistance: Double) {
        self.firstToSecond = firstToSecond
        self.secondToFirst = secondToFirst
        self.maximumDistance = maximumDistance
    }

    /// The minimax monotone alignment: `worst[i * columns + j]` is the shortest possible longest pair of any
    /// alignment of the first i + 1 and j + 1 stops that ends by pairing i with j.
    private static func align(_ first: [Coordinate], _ second: [Coordinate], within limit: Double) -> Self? {
        let columns = second.count
        var distance = [Double](repeating: .infinity, count: first.count * columns)
        var worst = distance
        /// The neighbour (diagonal, up, left) an alignment ending at (row, column) best comes through; never called
        /// for (0, 0). Diagonal wins ties.
        func bestBefore(_ row: Int, _ column: Int) -> (row: Int, column: Int) {
            var best = (row: -1, column: -1)
            func consider(_ other: Int, _ otherColumn: Int) {
                guard other >= 0, otherColumn >= 0 else { return }
                if best.row < 0 || worst[other * columns + otherColumn] < worst[best.row * columns + best.column] {
                    best = (other, otherColumn)
                }
            }
            // In this order: the first of equals wins.
            consider(row - 1, column - 1)
            consider(row - 1, column)
            consider(row, column - 1)
            return best
        }
        for row in first.indices {
            for column in second.indices {
                var before = 0.0
                if row > 0 || column > 0 {
                    let previous = bestBefore(row, column)
                    before = worst[previous.row * columns + previous.column]
                }
                guard before <= limit else { continue }
                let metres = first[row].distance(to: second[column])
                guard metres <= limit else { continue }
                distance[row * columns + column] = metres
                worst[row * columns + column] = max(before, metres)
            }
        }
        guard worst[worst.count - 1] <= limit else { return nil }
        var firstToSecond = [Int](repeating: -1, count: first.count)
        var secondToFirst = [Int](repeating: -1, count: columns)
        var row = first.count - 1
        var column = columns - 1
        while true {
            let metres = distance[row * columns + column]
            if firstToSecond[row] < 0 || metres < distance[row * columns + firstToSecond[row]] {
                firstToSecond[row] = column
            }
            if secondToFirst[column] < 0 || metres < distance[secondToFirst[column] * columns + column] {
                secondToFirst[column] = row
            }
            guard row > 0 || column > 0 else { break }
            (row, column) = bestBefore(row, column)
        }
        return Self(firstToSecond: firstToSecond, secondToFirst: secondToFirst, maximumDistance: worst[worst.count - 1])
    }
}
