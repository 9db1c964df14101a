import Foundation
import Simulator

/// The example city's open data as the simulator serves it: the conditions now, at `/city/v1/now`.
struct CityUpstream: SimulatedUpstream {
    let pathPrefix = "/city"

    /// Where the city's setting points under the simulator's root URL.
    static func baseURL(under root: URL) -> URL { root.appendingPathComponent("city") }

    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        guard request.path == pathPrefix + "/v1/now" else { return .notFound }
        return SimulatorReply(
            status: 200, body: Array(#"{"temperature_c":21.5,"summary":"Sunny"}"#.utf8), contentType: "application/json")
    }
}
