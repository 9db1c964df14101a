import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// The live transport against real sockets on loopback: a server that answers, one that accepts and never answers,
/// and a port where nothing listens.
@Suite struct AsyncHTTPTransportTests {
    @Test func anAnswerArrivesWithItsStatusLowerCasedHeadersAndBody() async throws {
        // given
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 1)).start()
        defer { Task { await simulator.stop() } }
        let url = simulator.baseURLs.kmb.appendingPathComponent("route")

        // when
        let response = try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout))

        // then
        #expect(response.status == 200)
        #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
        let envelope = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(envelope?["type"] as? String == "RouteList")
    }

    @Test func aBodyOverTheLimitIsMalformedNotKept() async throws {
        // given
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 1)).start()
        defer { Task { await simulator.stop() } }
        let url = simulator.baseURLs.kmb.appendingPathComponent("route")

        // when / then
        await #expect(throws: UpstreamError.malformed(reason: "a body over 100 bytes")) {
            try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout, maxBodyBytes: 100))
        }
    }

    @Test func aJSONReplyOfFiftyMegabytesIsMalformedBeforeItsBodyIsRead() async throws {
        // given an upstream announcing a 50 MB answer
        let upstream = try CannedHTTPServer(head: "HTTP/1.1 200 OK\r\nContent-Length: 52428800", body: Array("[".utf8))
        defer { upstream.close() }

        // when / then
        await #expect(throws: UpstreamError.malformed(reason: "a body over \(HTTPRequest.jsonBodyLimit) bytes")) {
            try await AsyncHTTPTransport().send(HTTPRequest(url: upstream.url, timeout: HTTPRequest.loopbackTimeout))
        }
    }

    /// The old transport read a trickling body for as long as it trickled: here, 1,000 s. The limit is a hang's, as
    /// long as the slowest start the check below allows.
    @Test(.timeLimit(.minutes(3)))
    func aBodyThatTricklesPastTheTimeoutTimesOut() async throws {
        // given an upstream that sends its head at once and then a byte a second
        let upstream = try CannedHTTPServer(
            head: "HTTP/1.1 200 OK\r\nContent-Length: 1000", body: Array(repeating: UInt8(ascii: "a"), count: 1_000),
            trickle: 1)
        defer { upstream.close() }

        // when / then
        let started = Date()
        await #expect(throws: UpstreamError.timeout) {
            try await AsyncHTTPTransport().send(HTTPRequest(url: upstream.url, timeout: 1.5))
        }
        // A hang, not a slow start: a busy suite on two cores has held this 1.5 s timeout back for 47 s.
        #expect(Date().timeIntervalSince(started) < 120)
    }

    /// A transport that waited on the socket forever would hit the suite's time limit instead.
    @Test(.timeLimit(.minutes(3)))
    func anUpstreamThatNeverAnswersTimesOut() async throws {
        // given a socket that accepts connections into its backlog and never reads or writes
        let listener = try LoopbackSocket(listening: true)
        defer { listener.close() }

        // when / then
        await #expect(throws: UpstreamError.timeout) {
            try await AsyncHTTPTransport().send(HTTPRequest(url: listener.url, timeout: 0.5))
        }
    }

    @Test func aPortWhereNothingListensIsUnreachable() async throws {
        // given a port that was just free and is closed again
        let closed = try LoopbackSocket(listening: false)
        closed.close()

        // when
        let error = await #expect(throws: UpstreamError.self) {
            try await AsyncHTTPTransport().send(HTTPRequest(url: closed.url, timeout: 2))
        }

        // then
        guard case .unreachable = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
    }
}
