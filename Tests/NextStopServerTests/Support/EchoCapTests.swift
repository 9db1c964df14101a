import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NextStopServer

/// No answer, JSON or page, body or header, gives back more than 100 characters of what a client sent, however
/// long its input: every documented operation and every page is asked with a 20,000-character value in each of
/// its parameters and in each string field of its body.
@Suite struct EchoCapTests {
    /// A value no answer would hold on its own; more than 100 of its characters in a row is an echo.
    private static let input = String(repeating: "z", count: 20_000)
    private static let echo = String(repeating: "z", count: 101)

    private static func echoes(_ response: TestResponse) -> Bool {
        String(buffer: response.body).contains(echo) || response.headers.contains { $0.value.contains(echo) }
    }

    /// A path template with each `{parameter}` replaced by the long input.
    private static func filled(_ template: String) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix("{") ? input : String(segment)
        }.joined(separator: "/")
    }

    @Test func documentedOperationsCapWhatTheyQuote() async throws {
        try await ConformanceServer(.quiet).test { client in
            let document = try await OpenAPIDocument.served(by: client)
            var echoing: [String] = []
            for operation in document.operations.sorted() {
                let queries = document.parameters(of: operation).filter { $0["in"]?.string == "query" }
                    .compactMap { $0["name"]?.string }.map { "\($0)=\(Self.input)" }
                let uri = Self.filled(operation.path) + (queries.isEmpty ? "" : "?" + queries.joined(separator: "&"))
                let method = HTTPRequest.Method(operation.method.uppercased())!
                let body = method == .get || method == .head || method == .delete ? nil : Self.longFields
                let response = try await client.send(method, uri, json: body, as: .alice)
                if Self.echoes(response) { echoing.append("\(operation) \(response.status.code)") }
            }
            #expect(echoing.isEmpty, "\(echoing)")
        }
    }

    @Test func pagesCapWhatTheyQuote() async throws {
        try await ConformanceServer(.quiet).test { client in
            var echoing: [String] = []
            let pages = [
                "/hk/stops/{id}", "/hk/routes/{key}", "/stops/{id}", "/routes/{key}", "/bikes/docks/{id}", "/nowhere/{x}",
                "/hk/stops?q={q}", "/caltrain?from={x}&to={x}", "/ask?q={x}",
            ]
            for page in pages {
                let uri = page.replacingOccurrences(of: "{id}", with: Self.input)
                    .replacingOccurrences(of: "{key}", with: Self.input).replacingOccurrences(of: "{x}", with: Self.input)
                    .replacingOccurrences(of: "{q}", with: Self.input)
                var headers = HTTPFields()
                headers[.accept] = "text/html"
                let response = try await client.execute(uri: uri, method: .get, headers: headers)
                if Self.echoes(response) { echoing.append("\(page) \(response.status.code)") }
            }
            var form = HTTPFields()
            form[.contentType] = "application/x-www-form-urlencoded"
            let switched = try await client.execute(
                uri: "/language", method: .post, headers: form, body: ByteBuffer(string: "lang=tc&next=/\(Self.input)"))
            if Self.echoes(switched) { echoing.append("POST /language \(switched.status.code)") }
            #expect(echoing.isEmpty, "\(echoing)")
        }
    }

    @Test(
        "every answer, JSON, page or error, says nosniff",
        arguments: ["/healthz", "/api/v1/stops?q=a", "/api/v1/stops/x", "/", "/nowhere"])
    func answersSayNoSniff(path: String) async throws {
        try await ConformanceServer(.quiet).test { client in
            let response = try await client.get(path)

            #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
        }
    }

    /// A JSON object whose every field any operation reads as a string holds the long input.
    private static let longFields: String = {
        let names = [
            "stop_id", "route_key", "route", "dock_id", "name", "label", "code", "secret", "text", "conversation_id",
            "lang", "detail", "kind", "system", "id",
        ]
        let fields = names.map { "\"\($0)\":\"\(input)\"" }
        let requests = "\"requests\":[{\"stop_id\":\"\(input)\",\"route\":\"\(input)\"}]"
        let ids = "\"ids\":[\"\(input)\"]"
        return "{" + (fields + [requests, ids]).joined(separator: ",") + "}"
    }()
}
