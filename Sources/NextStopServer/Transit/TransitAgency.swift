import Foundation
import GTFS

/// An agency as the server serves it: the id in its addresses (`/transit/{id}`) and its live state.
public struct TransitAgency: Sendable {
    public let id: String
    public let live: AgencyLive

    public init(id: String, live: AgencyLive) {
        self.id = id
        self.live = live
    }

    /// The name its timetable gives (`agency_name`), else its id until the timetable loads.
    public var name: String { live.snapshot.timetable?.agencies.first?.name ?? id }

    /// 1 to 32 lower-case letters, digits and hyphens, starting with a letter.
    public static func isValidID(_ id: String) -> Bool {
        (1...32).contains(id.count) && id.first?.isLetter == true
            && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
