import Foundation

/// A 511.org transit endpoint: its path under the base URL and its query, the key added by the client.
public struct FiveOneOneEndpoint: Sendable, Hashable {
    /// 511's transit API.
    public static let defaultBaseURL = URL(string: "https://api.511.org/transit")!

    let path: String
    let query: [URLQueryItem]

    /// SIRI StopMonitoring for the whole agency: no `stopcode`, so one call answers every platform.
    static func stopMonitoring(agency: String) -> FiveOneOneEndpoint {
        FiveOneOneEndpoint(
            path: "StopMonitoring",
            query: [URLQueryItem(name: "agency", value: agency), URLQueryItem(name: "format", value: "json")])
    }

    /// GTFS-Realtime trip updates, as protobuf.
    static func tripUpdates(agency: String) -> FiveOneOneEndpoint {
        FiveOneOneEndpoint(path: "tripupdates", query: [URLQueryItem(name: "agency", value: agency)])
    }

    /// GTFS-Realtime vehicle positions, as protobuf.
    static func vehiclePositions(agency: String) -> FiveOneOneEndpoint {
        FiveOneOneEndpoint(path: "vehiclepositions", query: [URLQueryItem(name: "agency", value: agency)])
    }

    /// Service alerts, as 511's GTFS-Realtime JSON.
    static func serviceAlerts(agency: String) -> FiveOneOneEndpoint {
        FiveOneOneEndpoint(
            path: "servicealerts",
            query: [URLQueryItem(name: "agency", value: agency), URLQueryItem(name: "format", value: "json")])
    }

    /// The URL under `baseURL` with `key` as `api_key`.
    func url(baseURL: URL, key: APIKey) -> URL? {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        guard var components = URLComponents(string: "\(base)/\(path)") else { return nil }
        components.queryItems = [URLQueryItem(name: "api_key", value: key.secret)] + query
        return components.url
    }
}
