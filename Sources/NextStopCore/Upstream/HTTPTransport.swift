import Foundation

/// The one seam every upstream call goes through.
///
/// A transport returns the upstream's response whatever its status, and throws only when there is no
/// response at all (`UpstreamError.timeout`, `.unreachable`). Live, scripted and simulated transports
/// implement it; retry, throttling and caching decorate it.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A request to an upstream API.
public struct HTTPRequest: Sendable, Hashable {
    public var url: URL
    public var method: String
    public var headers: [String: String]
    /// Seconds before the request fails with `UpstreamError.timeout`.
    public var timeout: Double
    /// The largest body accepted; a larger one fails the call as `UpstreamError.malformed`, so one broken upstream
    /// cannot take the server's memory.
    public var maxBodyBytes: Int
    /// What the request sends (a `POST`'s body); nil sends none.
    public var body: Data?

    public init(
        url: URL, method: String = "GET", headers: [String: String] = [:], timeout: Double = 10,
        maxBodyBytes: Int = HTTPRequest.jsonBodyLimit, body: Data? = nil
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.body = body
    }

    /// The cap on a JSON answer: 16 MiB, about five times the largest real one (KMB's 36,000 route-stop rows,
    /// about 3 MB; TfL's dock list, about 2 MB).
    public static let jsonBodyLimit = 16 * 1_024 * 1_024
    /// The cap on a file downloaded whole, a GTFS zip or a published dataset: 256 MiB, room for the largest
    /// agencies' feeds (about 100 MB).
    public static let archiveBodyLimit = 256 * 1_024 * 1_024

    /// The host (and port) the request goes to, the unit of throttling.
    public var hostKey: String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }
}

/// An upstream's answer, whatever its status.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// Header names are lower-cased.
    public var headers: [String: String]
    public var body: Data
    /// Where the reader of a 2xx answer says whether it could read it, when someone observes the upstream; not part
    /// of the answer's value.
    public var verdict: AnswerVerdict?

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    public static func == (left: HTTPResponse, right: HTTPResponse) -> Bool {
        left.status == right.status && left.headers == right.headers && left.body == right.body
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(headers)
        hasher.combine(body)
    }

    /// A header by name, case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// Seconds a cache (a CDN, or another server of a cluster) had held the answer when it was served: its `Age`
    /// header, 0 without one.
    public var age: TimeInterval { header("age").flatMap(TimeInterval.init).map { max(0, $0) } ?? 0 }
}
