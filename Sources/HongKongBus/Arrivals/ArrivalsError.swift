import NextStopCore

/// Why arrivals could not be given, other than an upstream failure (`UpstreamError`).
public enum ArrivalsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stop id is not in the network.
    case unknownStop(String)
    /// The route number does not call at the stop.
    case routeNotAtStop(route: String, stopID: String)

    public var description: String {
        switch self {
        case .unknownStop(let stopID): "unknown stop \(stopID.quotedInError)"
        case .routeNotAtStop(let route, let stopID): "route \(route) does not call at stop \(stopID.quotedInError)"
        }
    }
}
