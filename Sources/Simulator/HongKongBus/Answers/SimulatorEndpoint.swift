import HongKongBus
import NextStopCore

/// What a request path asks for, read the way the real APIs read their paths.
enum SimulatorEndpoint: Sendable, Hashable {
    case kmbRoutes
    case kmbStops
    case kmbRouteStops
    case kmbStop(id: String)
    case kmbVariantStops(route: String, direction: Direction, serviceType: String)
    case kmbArrivals(stop: String, route: String, serviceType: String)
    case kmbStopArrivals(stop: String)
    case kmbRouteArrivals(route: String, serviceType: String)
    case citybusRoutes
    case citybusRoute(route: String)
    case citybusRouteStops(route: String, direction: Direction)
    case citybusStop(id: String)
    case citybusArrivals(stop: String, route: String)
    /// A known endpoint with a parameter missing or invalid: 422 (API-NOTES §KMB 5, §Citybus 7).
    case invalidParameters
    case notFound

    /// Parses a path under either operator's prefix; empty segments count as missing.
    init(path: String, kmbPrefix: String, citybusPrefix: String) {
        if let segments = Self.segments(of: path, under: kmbPrefix) {
            self = Self.kmb(segments)
        } else if let segments = Self.segments(of: path, under: citybusPrefix) {
            self = Self.citybus(segments)
        } else {
            self = .notFound
        }
    }

    /// The Citybus route a route-stop or ETA request names: the requests a special route may refuse.
    var citybusRouteUnderAccessControl: String? {
        switch self {
        case .citybusRouteStops(let route, _), .citybusArrivals(_, let route): route
        default: nil
        }
    }

    private static func segments(of path: String, under prefix: String) -> [String]? {
        guard path == prefix || path.hasPrefix(prefix + "/") else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }

    private static func direction(_ word: String) -> Direction? {
        Direction.allCases.first { $0.pathComponent == word }
    }

    private static func kmb(_ segments: [String]) -> SimulatorEndpoint {
        guard let name = segments.first else { return .notFound }
        let parameters = Array(segments.dropFirst())
        switch (name, parameters.count) {
        case ("route", 0): return .kmbRoutes
        case ("stop", 0): return .kmbStops
        case ("stop", 1): return .kmbStop(id: parameters[0])
        case ("route-stop", 0): return .kmbRouteStops
        case ("route-stop", 3):
            guard let direction = direction(parameters[1]) else { return .invalidParameters }
            return .kmbVariantStops(route: parameters[0], direction: direction, serviceType: parameters[2])
        case ("eta", 3): return .kmbArrivals(stop: parameters[0], route: parameters[1], serviceType: parameters[2])
        case ("stop-eta", 1): return .kmbStopArrivals(stop: parameters[0])
        case ("route-eta", 2): return .kmbRouteArrivals(route: parameters[0], serviceType: parameters[1])
        case ("route", _), ("stop", _), ("route-stop", _), ("eta", _), ("stop-eta", _), ("route-eta", _):
            return .invalidParameters
        default: return .notFound
        }
    }

    private static func citybus(_ segments: [String]) -> SimulatorEndpoint {
        guard let name = segments.first else { return .notFound }
        let parameters = Array(segments.dropFirst())
        // Only the company code CTB is served (API-NOTES §Citybus 10).
        let company = parameters.first == "CTB"
        switch (name, parameters.count, company) {
        case ("route", 1, true): return .citybusRoutes
        case ("route", 2, true): return .citybusRoute(route: parameters[1])
        case ("route-stop", 3, true):
            guard let direction = direction(parameters[2]) else { return .invalidParameters }
            return .citybusRouteStops(route: parameters[1], direction: direction)
        case ("stop", 1, _): return .citybusStop(id: parameters[0])
        case ("eta", 3, true): return .citybusArrivals(stop: parameters[1], route: parameters[2])
        case ("route", _, _), ("route-stop", _, _), ("stop", _, _), ("eta", _, _): return .invalidParameters
        default: return .notFound
        }
    }
}
