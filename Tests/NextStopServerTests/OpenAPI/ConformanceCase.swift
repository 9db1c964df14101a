import HTTPTypes
import Testing

/// One request of the conformance table: what it sends, the state it meets and the status it must be answered.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    /// What a case sends as its body.
    enum Body: Sendable {
        case none
        /// JSON text, which may hold world tokens.
        case json(String)
        /// JSON just over the server's body limit.
        case oversized
    }

    var method: HTTPRequest.Method
    /// The request target, which may hold world tokens such as `{alice.work}`.
    var uri: String
    var body: Body
    /// Headers besides the device's and the body's type, whose values may hold world tokens.
    var headers: HTTPFields
    var device: Device?
    var scenario: ConformanceScenario
    var status: HTTPResponse.Status

    init(
        _ method: HTTPRequest.Method, _ uri: String, _ body: Body = .none, headers: HTTPFields = [:],
        as device: Device? = nil, in scenario: ConformanceScenario = .quiet, expect status: HTTPResponse.Status
    ) {
        self.method = method
        self.uri = uri
        self.body = body
        self.headers = headers
        self.device = device
        self.scenario = scenario
        self.status = status
    }

    /// The request refused by the rate limit.
    static func rateLimited(_ method: HTTPRequest.Method, _ uri: String) -> ConformanceCase {
        ConformanceCase(method, uri, as: .alice, in: .rateLimited, expect: .tooManyRequests)
    }

    /// The request with a body over the limit.
    static func oversized(_ method: HTTPRequest.Method, _ uri: String) -> ConformanceCase {
        ConformanceCase(method, uri, .oversized, as: .alice, expect: .contentTooLarge)
    }

    /// Whether the case expects a 2xx, so that what it sends must be valid as documented.
    var succeeds: Bool { status.kind == .successful }

    var testDescription: String {
        let sent = headers.map { " \($0.name): \($0.value)" }.joined(separator: ",")
        return "\(method.rawValue) \(uri)\(sent) [\(scenario)] → \(status.code)"
    }

    /// Every case: each documented operation with each status it documents.
    static let all =
        operations + network + arrivals + favourites + categories + devices + notifications + reminders + datasets + bikes
        + ask + transit + mtr
}
