import Foundation
import NextStopCore
import NextStopTestSupport
import Simulator

/// The simulator's Observatory answering in process at a manual clock's time, in its real shapes; it can be made to
/// fail, and counts the requests it gets.
final class SimulatedObservatory: HTTPTransport, @unchecked Sendable {
    static let baseURL = URL(string: "http://sim/weatherAPI/opendata")!

    private let upstream: HKOWeatherUpstream
    private let clock: ManualTimeSource
    private let lock = NSLock()
    private var failure: UpstreamError?
    private var sent: [String] = []

    init(clock: ManualTimeSource, scenario: HKOWeatherUpstream.Scenario = .calm) {
        self.clock = clock
        upstream = HKOWeatherUpstream(scenario: scenario)
    }

    /// Every request from now on fails with `error` (nil: answers again).
    func fail(with error: UpstreamError?) { lock.withLock { failure = error } }

    /// Requests received so far.
    var requestCount: Int { lock.withLock { sent.count } }

    /// Requests received so far for one report (`rhrread`).
    func requestCount(of dataType: String) -> Int { lock.withLock { sent.filter { $0 == dataType }.count } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let failure = lock.withLock {
            sent.append(
                URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first { $0.name == "dataType" }?.value ?? "")
            return self.failure
        }
        if let failure { throw failure }
        let reply = await upstream.reply(
            to: SimulatedRequest(path: request.url.path, query: request.url.query), now: clock.now())
        return HTTPResponse(status: reply.status, headers: ["content-type": reply.contentType], body: Data(reply.body))
    }
}
