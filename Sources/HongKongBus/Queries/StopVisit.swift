import NextStopCore

/// A route variant calling at a stop, at one or more positions of its pattern (a loop may call twice).
public struct StopVisit: Sendable, Hashable {
    public var route: RouteVariant
    /// 0-based indexes into `route.stopIDs`; the operators' `seq` is the index plus one.
    public var positions: [Int]

    public init(route: RouteVariant, positions: [Int]) {
        self.route = route
        self.positions = positions
    }

    /// The positions at which a passenger can board the variant here: all of them, except that a loop ends where it
    /// starts, so at that stop its last position is where buses finish and only the first counts.
    public var boardingPositions: [Int] {
        let lastPosition = route.stopIDs.count - 1
        return positions.filter {
            Self.boards(at: $0, among: positions, isCircular: route.isCircular, lastPosition: lastPosition)
        }
    }

    /// Whether `position`, one of the stop's `positions` on a variant whose last position is `lastPosition`, is
    /// one to board at.
    static func boards(at position: Int, among positions: some Sequence<Int>, isCircular: Bool, lastPosition: Int)
        -> Bool
    {
        !(isCircular && position == lastPosition && positions.contains(0))
    }
}
