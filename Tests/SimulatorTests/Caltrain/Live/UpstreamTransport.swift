import Foundation
import NextStopCore
import Simulator

/// Hands requests straight to simulated upstreams at a fixed moment, so provider clients read them without HTTP.
struct UpstreamTransport: HTTPTransport {
    let upstreams: [any SimulatedUpstream]
    let now: Date

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let simulated = SimulatedRequest(path: request.url.path, query: request.url.query)
        guard let upstream = upstreams.first(where: { simulated.path.hasPrefix($0.pathPrefix) }) else {
            return HTTPResponse(status: 404)
        }
        let reply = await upstream.reply(to: simulated, now: now)
        var headers = reply.headers
        headers["Content-Type"] = reply.contentType
        if let retryAfter = reply.retryAfter { headers["Retry-After"] = retryAfter }
        return HTTPResponse(status: reply.status, headers: headers, body: Data(reply.body))
    }
}
