import Foundation
import GTFS
import NextStopCore

/// 511.org's transit API at its real paths under `/transit`, driven by the generated Caltrain timetable: trip
/// updates (protobuf), StopMonitoring and service alerts (JSON). It enforces the key (401 without the right one)
/// and 511's 60 requests an hour per key across every endpoint (`RateLimit-Remaining`, then 429 with
/// `Retry-After`), and on request sends a byte order mark or the `Siri` wrapper.
public final class FiveOneOneSimulatedUpstream: SimulatedUpstream, @unchecked Sendable {
    /// How the simulated 511 behaves beyond the engine's faults.
    public struct Options: Sendable {
        /// The key requests must carry as `api_key`.
        public var key: String
        /// Requests a key may make per rolling hour.
        public var requestsPerHour = 60
        /// Start JSON answers with a UTF-8 byte order mark.
        public var byteOrderMark = false
        /// Wrap StopMonitoring in `{"Siri": …}` as the spec's examples do.
        public var siriWrapper = false

        public init(key: String) { self.key = key }
    }

    public let pathPrefix = "/transit"
    private let service: SimulatedCaltrainService
    private let options: Options
    private let lock = NSLock()
    private var served: [Date] = []

    /// 511 over `feed`'s timetable; delays and cancellations drawn from `seed`.
    public init(feed: GTFSFeed, seed: UInt64 = 1, options: Options) {
        service = SimulatedCaltrainService(feed: feed, seed: seed)
        self.options = options
    }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let query = request.parameters
        guard query["api_key"] == options.key else {
            return SimulatorReply(status: 401, body: Array("Invalid API key.".utf8), contentType: "text/plain")
        }
        guard let remaining = spend(at: now) else {
            return SimulatorReply(
                status: 429, body: Array(#"{"message":"API rate limit exceeded"}"#.utf8), retryAfter: "60",
                headers: ["RateLimit-Limit": String(options.requestsPerHour), "RateLimit-Remaining": "0"])
        }
        let replies = FiveOneOneReplies(trains: service.trains(at: now), now: now)
        var reply: SimulatorReply
        switch request.path.lowercased() {
        case "/transit/tripupdates":
            reply = SimulatorReply(status: 200, body: replies.tripUpdates, contentType: "application/octet-stream")
        case "/transit/stopmonitoring":
            reply = .json(json(replies.stopMonitoring(wrapped: options.siriWrapper)))
        case "/transit/servicealerts":
            let alerts = SimulatedAlerts(trains: replies.trains, feed: service.feed, seed: service.seed, now: now)
            reply = .json(json(alerts.json))
        default:
            return .notFound
        }
        reply.headers = ["RateLimit-Limit": String(options.requestsPerHour), "RateLimit-Remaining": String(remaining)]
        return reply
    }

    /// Counts a request; nil when the key has none left this hour.
    private func spend(at now: Date) -> Int? {
        lock.withLock {
            served.removeAll { $0 <= now.addingTimeInterval(-3_600) }
            guard served.count < options.requestsPerHour else { return nil }
            served.append(now)
            return options.requestsPerHour - served.count
        }
    }

    private func json(_ value: JSONValue) -> [UInt8] {
        (options.byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + value.serialized
    }
}
