import Foundation

/// Another system's upstream served by the simulator beside the bus APIs, at its real paths: a GTFS feed, a
/// real-time API. The simulator hands it every request under its path prefix, with the same fault injection and
/// counting as the bus APIs; a system's part adds one of these instead of editing the engine.
public protocol SimulatedUpstream: Sendable {
    /// The path the upstream answers under, like `/gtfs/caltrain-ca-us` (one leading slash, none trailing).
    var pathPrefix: String { get }
    /// The answer to one request, at `now` on the simulator's clock.
    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply
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

    /// Whether the request falls under `prefix`.
    func isUnder(_ prefix: String) -> Bool { path == prefix || path.hasPrefix(prefix + "/") }
}
