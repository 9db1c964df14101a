import Foundation
import HummingbirdTesting
import NextStopServer
import Testing

/// A client that sends half a request and stops is told 408 and disconnected once its time to send runs out,
/// instead of holding the connection forever.
@Suite struct RequestReadDeadlineTests {
    private func withServer(_ body: @Sendable @escaping (Int) async throws -> Void) async throws {
        let app = buildApplication(try ServerHarness().dependencies.served, requestReadTimeout: .milliseconds(500))
        try await app.test(.live) { client in try await body(try #require(client.port)) }
    }

    @Test(
        "half a request, the headers or the body cut short, gets 408 and a closed connection",
        arguments: [
            "GET /healthz HTTP/1.1\r\nHost: nextstop\r\nX-Slow: ",
            "POST /api/v1/favourites HTTP/1.1\r\nHost: nextstop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"sys",
        ])
    func halfARequestTimesOut(partial: String) async throws {
        try await withServer { port in
            let answers = try await RawHTTPExchange.exchange(Data(partial.utf8), port: port, keepingWriteOpen: true)

            #expect(answers.map(\.status) == [408])
            #expect(answers.first?.headers["connection"] == "close")
        }
    }

    @Test("a whole request is answered however long its answer takes; the connection then waits for the next")
    func wholeRequestIsAnswered() async throws {
        try await withServer { port in
            let request = Data("GET /healthz HTTP/1.1\r\nHost: nextstop\r\n\r\n".utf8)

            let answers = try await RawHTTPExchange.exchange(request, port: port, keepingWriteOpen: true)

            #expect(answers.map(\.status) == [200, 408])
        }
    }
}
