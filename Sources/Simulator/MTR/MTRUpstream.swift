import Foundation

/// MTR's open data at its real paths and in its real shapes (HK-OPERATORS-NOTES §3): the Next Train API
/// (`/v1/transport/mtr/getSchedule.php?line=…&sta=…`, every train field a string, East Rail's rows with `route` and
/// `timeType`) and the published station list (`/data/mtr_lines_and_stations.csv`: a byte order mark, CRLF, quoted
/// fields, `1.00` sequences and three blank rows at the end). Trains run every few minutes each way from the
/// simulator's clock, to the end of each branch through the station.
public struct MTRUpstream: SimulatedUpstream {
    /// Which of the two hosts this serves.
    public enum Part: Sendable, CaseIterable {
        case nextTrain
        case stationList
    }

    public let part: Part
    public var pathPrefix: String { part == .nextTrain ? "/v1/transport/mtr" : "/data" }
    private let network = MTRSimulatedNetwork()

    public init(_ part: Part) { self.part = part }

    /// Both parts, as `demo` serves them.
    public static var upstreams: [any SimulatedUpstream] { Part.allCases.map(MTRUpstream.init) }

    /// Where clients point `NEXTSTOP_MTR_URL` under the simulator's root URL.
    public static func baseURL(under root: URL) -> URL { root.appendingPathComponent("v1/transport/mtr") }

    /// Where clients point `NEXTSTOP_MTR_DATA_URL` under the simulator's root URL.
    public static func dataURL(under root: URL) -> URL { root.appendingPathComponent("data") }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        switch (part, request.path) {
        case (.stationList, "/data/mtr_lines_and_stations.csv"):
            return SimulatorReply(status: 200, body: network.stationListCSV, contentType: "text/csv")
        case (.nextTrain, "/v1/transport/mtr/getSchedule.php"):
            let query = request.parameters
            let document = network.schedule(line: query["line"] ?? "", station: query["sta"] ?? "", at: now)
            guard let body = try? JSONSerialization.data(withJSONObject: document, options: [.withoutEscapingSlashes])
            else { return SimulatorReply(status: 500, body: []) }
            return SimulatorReply(status: 200, body: Array(body))
        default:
            return .notFound
        }
    }
}
