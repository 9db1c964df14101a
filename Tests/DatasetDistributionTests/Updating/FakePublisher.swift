import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset
import NextStopTestSupport

/// An in-memory publisher: serves files by path under `base` with strong ETags, 304 on a matching
/// `If-None-Match`, gzip on `Accept-Encoding: gzip`, 206 or 416 on `Range` (unless `If-Range` names another ETag),
/// and fails on demand.
final class FakePublisher: HTTPTransport, Sendable {
    static let base = "http://publisher.test/datasets/hk-bus/"

    /// A request and the answer it got; `nil` when the connection was cut.
    struct Exchange: Sendable {
        let path: String
        let request: HTTPRequest
        let response: HTTPResponse?
    }

    private struct State {
        var files: [String: Data] = [:]
        var statuses: [String: Int] = [:]
        /// Requests still answered before the connection is cut; `nil` for no limit.
        var answersLeft: Int?
        var ignoresRanges = false
        /// Bytes a second the answers' bodies arrive at, on `clock`; nil for at once.
        var trickle: (bytesPerSecond: Double, clock: ManualTimeSource)?
        var exchanges: [Exchange] = []
    }

    private let state = LockedValue(State())

    func serve(_ path: String, _ data: Data) { state.withLock { $0.files[path] = data } }

    /// Answers every request for `path` with a bare status.
    func fail(_ path: String, status: Int) { state.withLock { $0.statuses[path] = status } }

    /// Cuts the connection (the transport throws) once `count` more requests are answered; `nil` never does.
    func cutConnection(afterAnswers count: Int?) { state.withLock { $0.answersLeft = count } }

    /// Sends every body at `bytesPerSecond`, moving `clock` on by the time it takes; a body that would take longer
    /// than its request's timeout fails at the timeout, as the live transport then does.
    func trickle(bytesPerSecond: Double, on clock: ManualTimeSource) {
        state.withLock { $0.trickle = (bytesPerSecond, clock) }
    }

    /// Answers range requests with the whole file, as a server without range support does.
    func ignoreRanges() { state.withLock { $0.ignoresRanges = true } }

    var exchanges: [Exchange] { state.withLock { $0.exchanges } }

    func exchanges(for path: String) -> [Exchange] { exchanges.filter { $0.path == path } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = String(request.url.absoluteString.dropFirst(Self.base.count))
        let (answer, ignoresRanges) = state.withLock { state in
            defer { state.answersLeft = state.answersLeft.map { $0 - 1 } }
            guard state.answersLeft.map({ $0 > 0 }) ?? true else { return (Answer.cut, false) }
            if let status = state.statuses[path] { return (.status(status), false) }
            return (state.files[path].map(Answer.file) ?? .status(404), state.ignoresRanges)
        }
        let response: HTTPResponse?
        switch answer {
        case .cut: response = nil
        case .status(let status): response = HTTPResponse(status: status)
        case .file(let data): response = try Self.respond(to: request, with: data, ignoringRanges: ignoresRanges)
        }
        state.withLock { $0.exchanges.append(Exchange(path: path, request: request, response: response)) }
        guard let response else { throw UpstreamError.unreachable(reason: "connection reset") }
        if let trickle = state.withLock({ $0.trickle }) {
            let seconds = Double(response.body.count) / trickle.bytesPerSecond
            trickle.clock.advance(by: min(seconds, request.timeout))
            if seconds > request.timeout { throw UpstreamError.timeout }
        }
        return response
    }

    private enum Answer {
        case cut
        case status(Int)
        case file(Data)
    }

    private static func respond(to request: HTTPRequest, with data: Data, ignoringRanges: Bool) throws -> HTTPResponse {
        let gzip = request.headers["Accept-Encoding"]?.contains("gzip") == true
        let body = gzip ? try Gzip.compress(data) : data
        let etag = "\"\(Checksums.sha256Hex(data))\(gzip ? "-gz" : "")\""
        var headers = ["ETag": etag]
        if gzip { headers["Content-Encoding"] = "gzip" }
        if request.headers["If-None-Match"] == etag { return HTTPResponse(status: 304, headers: ["ETag": etag]) }
        guard let range = request.headers["Range"], !ignoringRanges,
            request.headers["If-Range"].map({ $0 == etag }) ?? true
        else { return HTTPResponse(status: 200, headers: headers, body: body) }
        let bounds = range.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false).map {
            Int($0)
        }
        guard let first = bounds.first ?? nil, first < body.count else {
            return HTTPResponse(status: 416, headers: ["Content-Range": "bytes */\(body.count)"])
        }
        let last = min(bounds.dropFirst().first.flatMap { $0 } ?? body.count - 1, body.count - 1)
        headers["Content-Range"] = "bytes \(first)-\(last)/\(body.count)"
        return HTTPResponse(status: 206, headers: headers, body: body.subdata(in: first..<(last + 1)))
    }
}
