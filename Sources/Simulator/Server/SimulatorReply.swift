/// An answer before it becomes an HTTP response.
public struct SimulatorReply: Sendable {
    public var status: Int
    public var body: [UInt8]
    public var contentType = "application/json"
    /// The `Retry-After` header's value as sent: delta-seconds or an HTTP date.
    public var retryAfter: String?
    /// Headers beyond the content type and `Retry-After`, such as `ETag`.
    public var headers: [String: String] = [:]

    public init(
        status: Int, body: [UInt8], contentType: String = "application/json", retryAfter: String? = nil,
        headers: [String: String] = [:]
    ) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.retryAfter = retryAfter
        self.headers = headers
    }

    static func json(_ body: [UInt8]) -> SimulatorReply { SimulatorReply(status: 200, body: body) }

    static let invalidParameters = SimulatorReply(status: 422, body: ResponseEnvelope.invalidParameters)

    /// The answer to a path nothing is served at.
    public static let notFound = SimulatorReply(status: 404, body: Array(#"{"code":"404","message":"Not Found"}"#.utf8))

    static func serverError(_ status: Int) -> SimulatorReply {
        SimulatorReply(status: status, body: Array(#"{"code":"\#(status)","message":"Internal Server Error"}"#.utf8))
    }

    static func rateLimited(retryAfter: String) -> SimulatorReply {
        SimulatorReply(
            status: 429, body: Array(#"{"code":"429","message":"Too Many Requests"}"#.utf8),
            retryAfter: retryAfter
        )
    }

    /// A content-delivery network's refusal page, as special Citybus routes answer (API-NOTES §Citybus 4).
    static let forbidden = SimulatorReply(
        status: 403,
        body: Array("<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Access Denied</BODY></HTML>".utf8),
        contentType: "text/html"
    )
}
