import NextStopCore

/// One end of a trip: a place the rider walks from or to, or a stop they name.
public enum TripEnd: Sendable, Hashable {
    case place(Coordinate)
    case stop(String)
    /// A stop and every stop of the same name within `TransitNetwork.stopGroupRadius` of it (an estate's or a
    /// terminus's several poles): the rider may be at any of them.
    case stopGroup(String)

    /// A stop end as it is written: a stop id, or `group:` and one for its stop group; nil when no id follows.
    public init?(stopWritten text: String) {
        let prefix = "group:"
        let id = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        guard !id.isEmpty else { return nil }
        self = id == text ? .stop(id) : .stopGroup(id)
    }

    /// The stop a stop or stop group end names; nil for a place.
    public var stopID: String? {
        switch self {
        case .place: nil
        case .stop(let id), .stopGroup(let id): id
        }
    }
}

/// One ride of a trip: a route variant from the stop it is boarded at to the stop it is left at.
public struct TripLeg: Sendable, Hashable {
    public var route: RouteKey
    /// Where the rider boards and leaves, with the variant's positions there (0-based; the operators' `seq` is one
    /// more).
    public var board: Stop
    public var boardPosition: Int
    public var alight: Stop
    public var alightPosition: Int
    /// The other operator's variant when the route is joint: its buses serve the same leg.
    public var jointRoute: RouteKey?

    /// Stops ridden past, counting the one left at.
    public var rideStops: Int { alightPosition - boardPosition }
}

/// A way from A to B: a walk, one ride or two with a change between them, and a walk.
public struct TripOption: Sendable, Hashable {
    public var legs: [TripLeg]
    /// Metres walked from the start to the first stop and from the last stop to the end (0 for a named stop).
    public var walkToBoard: Double
    public var walkFromAlight: Double
    /// An estimate in minutes (walking at 80 m a minute, a minute a stop, five minutes for a change) used to rank
    /// options; not a timetable.
    public var estimatedMinutes: Double
}

/// The ways from A to B, fastest first by estimate.
public struct TripPlan: Sendable, Hashable {
    public var from: TripEnd
    public var to: TripEnd
    /// The walking distance searched around each place, in metres.
    public var walkRadius: Double
    /// Direct routes when any run, else options with one change.
    public var options: [TripOption]
    /// True when one end has no stop within the widest walking radius: it lies outside the bus network.
    public var outsideNetwork: Bool
}
