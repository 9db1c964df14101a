import Foundation

/// An upstream served by the simulator at its real paths: an operator's API, a GTFS feed, a real-time API. The
/// simulator hands it every request under its path prefix, with fault injection and counting; a system adds its
/// upstreams instead of editing the simulator.
public protocol SimulatedUpstream: Sendable {
    /// The path the upstream answers under, like `/gtfs/caltrain-ca-us` (one leading slash, none trailing).
    var pathPrefix: String { get }
    /// The answer to one request, at `now` on the simulator's clock.
    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply
    /// Whether the request asks for something the upstream's front end may refuse (`SimulatorFaults.specialRouteAccess`).
    func isRestricted(_ request: SimulatedRequest) -> Bool
}

extension SimulatedUpstream {
    public func isRestricted(_ request: SimulatedRequest) -> Bool { false }
}

/// Path prefixes as the simulator compares them.
enum SimulatedPath {
    /// `/v1/transport/kmb`: one leading slash, none trailing.
    static func normalised(_ prefix: String) -> String {
        "/" + prefix.split(separator: "/").joined(separator: "/")
    }
}

/// A request as a simulated upstream reads it.
public struct SimulatedRequest: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    public var path: String
    public var query: String?
    /// Header values by lower-case name (`if-none-match`).
    public var headers: [String: String]

    public init(path: String, query: String? = nil, headers: [String: String] = [:], method: String = "GET") {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
    }

    /// The query's parameters by name, percent-decoded; the first of a repeated name wins.
    public var parameters: [String: String] {
        Dictionary(
            (URLComponents(string: "?" + (query ?? ""))?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

    /// Whether the request falls under `prefix`.
    func isUnder(_ prefix: String) -> Bool { path == prefix || path.hasPrefix(prefix + "/") }
}
