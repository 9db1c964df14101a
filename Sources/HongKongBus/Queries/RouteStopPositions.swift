import NextStopCore

/// A route variant calling at a stop, at one or more positions of its pattern (a loop may call twice).
public struct RouteStopPositions: Sendable, Hashable {
    public var route: RouteVariant
    /// 0-based indexes into `route.stopIDs`; the operators' `seq` is the index plus one.
    public var positions: [Int]

    public init(route: RouteVariant, positions: [Int]) {
        self.route = route
        self.positions = positions
    }

    /// The positions at which a passenger can board the variant here: every one but the variant's last, where its
    /// buses finish. A loop ends where it starts, so at that stop only its first position counts; a variant at its
    /// terminus has none, and offers no departure there.
    public var boardingPositions: [Int] {
        positions.filter { Self.boards(at: $0, lastPosition: route.stopIDs.count - 1) }
    }

    /// True when the variant only arrives here: the stop is its terminus.
    public var terminatesHere: Bool { boardingPositions.isEmpty }

    /// Whether a variant whose last position is `lastPosition` can be boarded at `position`.
    static func boards(at position: Int, lastPosition: Int) -> Bool { position != lastPosition }
}
