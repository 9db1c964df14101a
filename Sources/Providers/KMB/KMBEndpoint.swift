import Foundation

/// A KMB open-data endpoint, as path components under the base URL (unescaped).
public struct KMBEndpoint: Sendable, Hashable {
    /// KMB's public API.
    public static let defaultBaseURL = URL(string: "https://data.etabus.gov.hk/v1/transport/kmb")!

    let path: [String]

    /// Every route variant.
    static let routes = KMBEndpoint(path: ["route"])
    /// Every stop.
    static let stops = KMBEndpoint(path: ["stop"])
    /// Every stop of every route variant.
    static let routeStops = KMBEndpoint(path: ["route-stop"])

    /// One stop.
    static func stop(id: String) -> KMBEndpoint { KMBEndpoint(path: ["stop", id]) }

    /// Arrivals of every route and service type at a stop.
    static func stopETA(stopID: String) -> KMBEndpoint { KMBEndpoint(path: ["stop-eta", stopID]) }

    /// Arrivals of one route variant at a stop.
    static func eta(stopID: String, route: String, serviceType: Int) -> KMBEndpoint {
        KMBEndpoint(path: ["eta", stopID, route, String(serviceType)])
    }
}
