import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct GuardedTransportTests {
    private let upstream = ScriptedTransport()
    private let clock = ManualTimeSource()
    private let request = HTTPRequest.stub()

    private func makeTransport() -> GuardedTransport {
        GuardedTransport(
            base: upstream, circuit: CircuitBreaker(failureThreshold: 3, cooldown: 15, timeSource: clock),
            retryAfterMemory: RetryAfterMemory(timeSource: clock), timeSource: clock)
    }

    private func script(_ steps: ScriptedTransport.Step...) {
        for step in steps { upstream.script(request.url, step) }
    }

    @Test("a 429's Retry-After is remembered: until it passes, calls to the host fail at once without a request")
    func remembersRetryAfter() async throws {
        script(.respond(.stub(429, headers: ["Retry-After": "3600"])), .respond(.stub(200)))
        let transport = makeTransport()
        #expect(try await transport.send(request).status == 429)

        clock.advance(by: 600)

        await #expect(throws: UpstreamError.rateLimited(retryAfter: 3_000)) { try await transport.send(request) }
        #expect(upstream.count(of: request.url) == 1)
    }

    @Test("once the Retry-After has passed, the host is called again")
    func callsAgainAfterRetryAfter() async throws {
        script(.respond(.stub(429, headers: ["Retry-After": "3600"])), .respond(.stub(200)))
        let transport = makeTransport()
        _ = try await transport.send(request)

        clock.advance(by: 3_600)

        #expect(try await transport.send(request).status == 200)
        #expect(upstream.count(of: request.url) == 2)
    }

    @Test("the remembered pause holds for every path on the host, and for no other host")
    func pauseIsPerHost() async throws {
        script(.respond(.stub(429, headers: ["Retry-After": "60"])))
        let elsewhere = HTTPRequest.stub("/elsewhere")
        let other = HTTPRequest.stub(host: "other.test")
        upstream.script(elsewhere.url, .respond(.stub(200)))
        upstream.script(other.url, .respond(.stub(200)))
        let transport = makeTransport()
        _ = try await transport.send(request)

        await #expect(throws: UpstreamError.rateLimited(retryAfter: 60)) { try await transport.send(elsewhere) }
        #expect(try await transport.send(other).status == 200)
    }

    @Test("three failed calls open the circuit: the fourth fails at once, saying since when")
    func failuresOpenTheCircuit() async throws {
        script(.fail(.timeout))
        let transport = makeTransport()
        let firstFailure = clock.now()
        for _ in 0..<3 {
            await #expect(throws: UpstreamError.timeout) { try await transport.send(request) }
        }

        await #expect(throws: UpstreamError.notAnswering(since: firstFailure)) { try await transport.send(request) }
        #expect(upstream.count(of: request.url) == 3)
    }

    @Test("5xx answers count as failures; a 4xx is an answer and resets the count")
    func statusesCount() async throws {
        script(.respond(.stub(503)), .respond(.stub(503)), .respond(.stub(404)), .respond(.stub(503)))
        let transport = makeTransport()
        for _ in 0..<4 { _ = try await transport.send(request) }

        #expect(try await transport.send(request).status == 503)
        #expect(upstream.count(of: request.url) == 5)
    }

    @Test("after the cooldown a successful probe closes the circuit")
    func probeCloses() async throws {
        script(.fail(.timeout), .fail(.timeout), .fail(.timeout), .respond(.stub(200)))
        let transport = makeTransport()
        for _ in 0..<3 { _ = try? await transport.send(request) }
        clock.advance(by: 15)

        #expect(try await transport.send(request).status == 200)
        #expect(try await transport.send(request).status == 200)
    }
}
