import NextStopCore

/// Why arrivals could not be given, other than an upstream failure (`UpstreamError`).
public enum ArrivalsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stop id is not in the network.
    case unknownStop(String)
    /// The route number does not call at the stop.
    case routeNotAtStop(route: String, stopID: String)
    /// No operator the request needs answered in time, and none had a recent answer to fall back on.
    case notAnswering([OperatorOutage])

    public var description: String {
        switch self {
        case .unknownStop(let stopID): "unknown stop \(stopID.quotedInError)"
        case .routeNotAtStop(let route, let stopID): "route \(route) does not call at stop \(stopID.quotedInError)"
        case .notAnswering(let outages): outages.map(\.message).joined(separator: "; ")
        }
    }

}
