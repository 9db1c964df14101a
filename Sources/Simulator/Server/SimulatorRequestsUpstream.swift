import Foundation

/// The simulator's own counts over HTTP, so that a process outside it (a benchmark driving servers against it) can
/// read how often upstream was asked: `GET /simulator/requests` answers
/// `{"total": N, "paths": {"/BikePoint": n, …}, "statuses": {"200": n, …}}` and `POST /simulator/requests/reset`
/// starts the counts over. The engine answers it before fault injection and counting, so reading the counts neither
/// fails nor changes them.
struct SimulatorRequestsUpstream: SimulatedUpstream {
    static let prefix = "/simulator"

    let counter: SimulatorRequestCounter
    var pathPrefix: String { Self.prefix }

    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        switch (request.method, request.path) {
        case ("GET", Self.prefix + "/requests"): return .json(counts.serialized)
        case ("POST", Self.prefix + "/requests/reset"):
            counter.reset()
            return SimulatorReply(status: 204, body: [])
        case (_, Self.prefix + "/requests"), (_, Self.prefix + "/requests/reset"):
            return SimulatorReply(
                status: 405, body: Array(#"{"code":"405","message":"Method Not Allowed"}"#.utf8))
        default: return .notFound
        }
    }

    private var counts: JSONValue {
        let paths = counter.countsByPath.sorted { $0.key < $1.key }
        let statuses = counter.countsByStatus.sorted { $0.key < $1.key }
        return .object([
            ("total", .int(paths.reduce(0) { $0 + $1.value })),
            ("paths", .object(paths.map { ($0.key, .int($0.value)) })),
            ("statuses", .object(statuses.map { (String($0.key), .int($0.value)) })),
        ])
    }
}
