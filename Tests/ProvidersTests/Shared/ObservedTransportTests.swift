import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

/// An upstream's attempts are labelled by the reader that reads them, so a body cut short counts as malformed
/// without the observer reading it a second time.
struct ObservedTransportTests {
    private let upstream = ScriptedTransport()
    private let observer = AttemptLog()

    private var transport: ObservedTransport {
        ObservedTransport(base: upstream, observer: observer, timeSource: ManualTimeSource())
    }

    @Test func aBodyItsReaderCannotReadIsMalformedOnce() async throws {
        let request = HTTPRequest.stub()
        upstream.script(request.url, .respond(HTTPResponse(status: 200, body: Data("{\"stat".utf8))))
        let response = try await transport.send(request)

        #expect(throws: UpstreamError.malformed(reason: "cut short")) {
            try response.reading { body in
                guard (try? JSONSerialization.jsonObject(with: body)) != nil else {
                    throw UpstreamError.malformed(reason: "cut short")
                }
            }
        }

        #expect(observer.attempts == [.malformed(status: 200)])
    }

    @Test func anAnswerNobodyJudgesCountsAsAnsweredWhenReleased() async throws {
        let request = HTTPRequest.stub()
        upstream.script(request.url, .respond(.stub(200)))

        var response: HTTPResponse? = try await transport.send(request)
        #expect(observer.attempts.isEmpty)
        response = nil

        #expect(response == nil && observer.attempts == [.answered(status: 200)])
    }

    @Test func aReadAnswerIsJudgedWhenRead() async throws {
        let request = HTTPRequest.stub()
        upstream.script(request.url, .respond(.stub(200)))
        let response = try await transport.send(request)

        let status = try response.reading { try JSONDecoder().decode([String: Int].self, from: $0)["status"] }

        #expect(status == 200 && observer.attempts == [.answered(status: 200)])
        _ = try? response.reading { _ in throw UpstreamError.malformed(reason: "judged twice") }
        #expect(observer.attempts == [.answered(status: 200)])
    }

    @Test func failuresAreReportedAtOnce() async throws {
        let request = HTTPRequest.stub()
        upstream.script(request.url, .respond(.stub(503)), .fail(.timeout))

        _ = try await transport.send(request)
        _ = try? await transport.send(request)

        #expect(observer.attempts == [.answered(status: 503), .noAnswer])
    }
}

/// Every attempt observed, in order.
private final class AttemptLog: UpstreamObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [UpstreamAttempt] = []

    var attempts: [UpstreamAttempt] { lock.withLock { logged } }

    func upstreamAttempt(url: URL, _ attempt: UpstreamAttempt, seconds: Double) {
        lock.withLock { logged.append(attempt) }
    }
}
