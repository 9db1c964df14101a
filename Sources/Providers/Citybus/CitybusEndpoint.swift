import Foundation
import HongKongBus
import NextStopCore

/// A Citybus open-data endpoint, as path components under the base URL (unescaped).
public struct CitybusEndpoint: Sendable, Hashable {
    /// Citybus's public API (version 2).
    public static let defaultBaseURL = URL(string: "https://rt.data.gov.hk/v2/transport/citybus")!

    let path: [String]

    /// NWFB merged into Citybus in 2023, so every call names `CTB` (API-NOTES §Citybus 10).
    private static let company = Company.ctb.rawValue

    /// Every route number, without directions.
    static let routes = CitybusEndpoint(path: ["route", company])

    /// The stops of one direction of a route.
    static func routeStops(route: String, direction: Direction) -> CitybusEndpoint {
        CitybusEndpoint(path: ["route-stop", company, route, direction.pathComponent])
    }

    /// One stop; Citybus has no list of every stop (API-NOTES §Citybus).
    static func stop(id: String) -> CitybusEndpoint { CitybusEndpoint(path: ["stop", id]) }

    /// Arrivals of one route at a stop, both directions.
    static func eta(stopID: String, route: String) -> CitybusEndpoint {
        CitybusEndpoint(path: ["eta", company, stopID, route])
    }
}
