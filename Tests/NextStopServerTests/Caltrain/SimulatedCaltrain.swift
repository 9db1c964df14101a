import Caltrain
import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Providers
import Simulator

/// 511, Open-Meteo and Ticketmaster simulated on a generated timetable, answering in process at the harness clock's
/// time and counting every request, for servers whose Caltrain section runs live.
final class SimulatedCaltrain: HTTPTransport, @unchecked Sendable {
    let upstreams: [any SimulatedUpstream]
    let timetable: CaltrainTimetable
    let clock: ManualTimeSource
    private let lock = NSLock()
    private var paths: [String] = []
    /// When set, every 511 request fails with this status.
    var failing511: Int?

    /// Fresh upstreams (their own request counts and budget) on the harness's generated timetable, answering at
    /// `clock`'s time.
    init(clock: ManualTimeSource, options: FiveOneOneSimulatedUpstream.Options? = nil) {
        self.clock = clock
        timetable = ServerHarness.caltrain
        upstreams = [
            FiveOneOneSimulatedUpstream(
                feed: timetable.feed, options: options ?? .init(key: CaltrainSimulation.fiveOneOneKey)),
            OpenMeteoSimulatedUpstream(), TicketmasterSimulatedUpstream(key: CaltrainSimulation.ticketmasterKey),
        ]
    }

    /// The sources a server reads, all through this transport; `key` is the 511 key it sends.
    func sources(key: String = CaltrainSimulation.fiveOneOneKey) -> LiveSources {
        LiveSources(
            realtime: FiveOneOneClient(
                baseURL: URL(string: "http://sim/transit")!, key: APIKey(key), transport: self, time: clock),
            weather: OpenMeteoClient(baseURL: URL(string: "http://sim/v1")!, transport: self),
            events: TicketmasterClient(
                baseURL: URL(string: "http://sim")!, key: APIKey(CaltrainSimulation.ticketmasterKey), transport: self))
    }

    /// A server whose Caltrain section runs live on this simulation, its clock where this one is.
    func harness(key: String = CaltrainSimulation.fiveOneOneKey) throws -> ServerHarness {
        let harness = try ServerHarness(caltrain: timetable, caltrainSources: sources(key: key))
        harness.clock.set(clock.now())
        return harness
    }

    /// Requests so far whose path starts with `prefix`.
    func count(_ prefix: String) -> Int { lock.withLock { paths.filter { $0.hasPrefix(prefix) }.count } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let simulated = SimulatedRequest(path: request.url.path, query: request.url.query)
        lock.withLock { paths.append(simulated.path) }
        if let failing511, simulated.path.hasPrefix("/transit") { return HTTPResponse(status: failing511) }
        guard let upstream = upstreams.first(where: { simulated.path.hasPrefix($0.pathPrefix) }) else {
            return HTTPResponse(status: 404)
        }
        let reply = await upstream.reply(to: simulated, now: clock.now())
        var headers = reply.headers
        if let retryAfter = reply.retryAfter { headers["Retry-After"] = retryAfter }
        return HTTPResponse(status: reply.status, headers: headers, body: Data(reply.body))
    }
}
