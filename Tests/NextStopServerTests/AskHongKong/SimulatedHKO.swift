import Foundation
import NextStopCore
import NextStopTestSupport
import Simulator

/// The simulator's Observatory and EPD answering in process at a manual clock's time, in their real shapes; they can
/// be made to fail, and count the requests they get.
final class SimulatedHKO: HTTPTransport, @unchecked Sendable {
    static let root = URL(string: "http://sim")!
    static let baseURL = HKOUpstream.baseURL(under: root)
    static let aqhiURL = AQHIUpstream.baseURL(under: root)

    private let upstreams: [any SimulatedUpstream]
    private let clock: ManualTimeSource
    private let lock = NSLock()
    private var failure: UpstreamError?
    private var sent: [String] = []

    init(clock: ManualTimeSource, scenario: HKOUpstream.Scenario = .calm) {
        self.clock = clock
        upstreams = [HKOUpstream(scenario: scenario), AQHIUpstream()]
    }

    /// Every request from now on fails with `error` (nil: answers again).
    func fail(with error: UpstreamError?) { lock.withLock { failure = error } }

    /// Requests received so far.
    var requestCount: Int { lock.withLock { sent.count } }

    /// Requests received so far for one report (`rhrread`; `""` counts EPD's).
    func requestCount(of dataType: String) -> Int { lock.withLock { sent.filter { $0 == dataType }.count } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let failure = lock.withLock {
            sent.append(
                URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first { $0.name == "dataType" }?.value ?? "")
            return self.failure
        }
        if let failure { throw failure }
        let simulated = SimulatedRequest(path: request.url.path, query: request.url.query)
        guard let upstream = upstreams.first(where: { simulated.path.hasPrefix($0.pathPrefix) }) else {
            return HTTPResponse(status: 404)
        }
        let reply = await upstream.reply(to: simulated, now: clock.now())
        return HTTPResponse(status: reply.status, headers: ["content-type": reply.contentType], body: Data(reply.body))
    }
}
