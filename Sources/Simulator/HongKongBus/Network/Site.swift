import HongKongBus
import NextStopCore

/// A place on a road with a stop on each side, as real stops mostly come in pairs (API-NOTES §KMB 8).
struct Site: Sendable {
    /// Which side of the road: outbound patterns use side A, inbound ones side B.
    enum Side: Int, Sendable, Hashable {
        case a = 0
        case b = 1
    }

    var district: District
    /// Indexed by `Side.rawValue`.
    var coordinates: [Coordinate]
    var stopIDs: [String]
    var names: [LocalizedText]
    /// The place's name without a stop code, for route origins and destinations.
    var placeName: LocalizedText

    func coordinate(_ side: Side) -> Coordinate { coordinates[side.rawValue] }
    func stopID(_ side: Side) -> String { stopIDs[side.rawValue] }
    func name(_ side: Side) -> LocalizedText { names[side.rawValue] }

    /// The site's stops on both sides, those whose id passes `include`.
    func stops(of company: Company, where include: (String) -> Bool) -> [Stop] {
        [Side.a, .b].filter { include(stopID($0)) }.map { side in
            Stop(id: stopID(side), company: company, name: name(side), coordinate: coordinate(side))
        }
    }
}
