import NextStopCore

/// One upstream call that answers arrivals; the unit of caching, coalescing and counting.
public enum ArrivalCall: Sendable, Hashable, CustomStringConvertible {
    /// KMB's `/stop-eta/{stop}`: every route, direction and service type at a stop (API-NOTES §KMB).
    case kmbStop(stopID: String)
    /// Citybus's `/eta/CTB/{stop}/{route}`: one route at a stop, both directions.
    case citybus(stopID: String, route: String)

    /// The stop the call asks about.
    public var stopID: String {
        switch self {
        case .kmbStop(let stopID), .citybus(let stopID, _): stopID
        }
    }

    /// The operator answering the call.
    public var company: Company {
        switch self {
        case .kmbStop: .kmb
        case .citybus: .ctb
        }
    }

    public var description: String {
        switch self {
        case .kmbStop(let stopID): "KMB stop-eta \(stopID)"
        case .citybus(let stopID, let route): "CTB eta \(stopID) \(route)"
        }
    }

    /// The call that gives a variant's arrivals at a stop.
    init(route key: RouteKey, stopID: String) {
        switch key.company {
        case .kmb: self = .kmbStop(stopID: stopID)
        case .ctb: self = .citybus(stopID: stopID, route: key.route)
        }
    }
}
