import Foundation
import HummingbirdTesting
import NextStopServer
import Testing

/// What the HTTP parser refuses is answered like every other error: a status that says what went wrong and a JSON
/// error body, not a bare 400.
@Suite struct ParseErrorResponseTests {
    /// Requests no HTTP client would send, and the status each must get.
    enum Refused: CaseIterable, CustomStringConvertible {
        case longURL, longHeader, unknownMethod, notHTTP

        var bytes: Data {
            let filler = String(repeating: "a", count: 100_000)
            return switch self {
            case .longURL: Data("GET /\(filler) HTTP/1.1\r\nHost: nextstop\r\n\r\n".utf8)
            case .longHeader: Data("GET /healthz HTTP/1.1\r\nHost: nextstop\r\nX-Filler: \(filler)\r\n\r\n".utf8)
            case .unknownMethod: Data("BREW /healthz HTTP/1.1\r\nHost: nextstop\r\n\r\n".utf8)
            case .notHTTP: Data("GET /healthz HTXP/1.1\r\nHost: nextstop\r\n\r\n".utf8)
            }
        }

        var status: Int {
            switch self {
            case .longURL, .longHeader: 431
            case .unknownMethod: 501
            case .notHTTP: 400
            }
        }

        var description: String {
            switch self {
            case .longURL: "a 100 KB URL"
            case .longHeader: "a 100 KB header"
            case .unknownMethod: "an unknown method"
            case .notHTTP: "a request line that is not HTTP"
            }
        }
    }

    @Test(arguments: Refused.allCases)
    func whatTheParserRefusesGetsAJSONError(_ refused: Refused) async throws {
        try await buildApplication(try ServerHarness().dependencies).test(.live) { client in
            let answers = try await RawHTTPExchange.exchange(refused.bytes, port: try #require(client.port))

            let answer = try #require(answers.first)
            #expect(answers.count == 1)
            #expect(answer.status == refused.status)
            #expect(answer.headers["content-type"] == "application/json; charset=utf-8")
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            let body = try JSONSerialization.jsonObject(with: answer.body) as? [String: [String: Any]]
            let message = try #require(body?["error"]?["message"] as? String)
            #expect(!message.isEmpty)
            #expect(body?["error"]?["field"] is NSNull)
        }
    }

    @Test func answersToTheRequestsBeforeTheBadBytesGoOutFirst() async throws {
        try await buildApplication(try ServerHarness().dependencies).test(.live) { client in
            let pipelined = Data("GET /healthz HTTP/1.1\r\nHost: nextstop\r\n\r\n".utf8) + Refused.unknownMethod.bytes

            let answers = try await RawHTTPExchange.exchange(pipelined, port: try #require(client.port))

            #expect(answers.map(\.status) == [200, 501])
        }
    }
}
