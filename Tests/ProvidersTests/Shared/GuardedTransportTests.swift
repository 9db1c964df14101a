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

        clock.advance(by: 100)

        await #expect(throws: UpstreamError.rateLimited(retryAfter: 200)) { try await transport.send(request) }
        #expect(upstream.count(of: request.url) == 1)
    }

    @Test(
        "a Retry-After beyond the longest pause, in seconds past Int's range or as a date centuries away, pauses the host for 5 minutes and is passed on cut to that",
        arguments: ["99999999999999999999", "Fri, 31 Dec 9999 23:59:59 GMT", "3600"])
    func longRetryAfterIsCut(retryAfter: String) async throws {
        script(.respond(.stub(429, headers: ["Retry-After": retryAfter])), .respond(.stub(200)))
        let transport = makeTransport()

        let refused = try await transport.send(request)

        #expect(refused.header("Retry-After") == "300")
        #expect(UpstreamError.classify(refused)?.description == "upstream rate limit (retry after 300 s)")
        clock.advance(by: 299)
        await #expect(throws: UpstreamError.rateLimited(retryAfter: 1)) { try await transport.send(request) }
        clock.advance(by: 1)
        #expect(try await transport.send(request).status == 200)
        #expect(upstream.count(of: request.url) == 2)
    }

    @Test("once the Retry-After has passed, the host is called again")
    func callsAgainAfterRetryAfter() async throws {
        script(.respond(.stub(429, headers: ["Retry-After": "3600"])), .respond(.stub(200)))
        let transport = makeTransport()
        _ = try await transport.send(request)

        clock.advance(by: 300)

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

    @Test("a probe answered 429 again pauses the host again; one answered otherwise ends the pause")
    func probeOutcomeDecides() async throws {
        script(
            .respond(.stub(429, headers: ["Retry-After": "60"])), .respond(.stub(429, headers: ["Retry-After": "60"])),
            .respond(.stub(404)), .respond(.stub(200)))
        let transport = makeTransport()
        _ = try await transport.send(request)
        clock.advance(by: 60)

        #expect(try await transport.send(request).status == 429)
        await #expect(throws: UpstreamError.rateLimited(retryAfter: 60)) { try await transport.send(request) }
        clock.advance(by: 60)
        #expect(try await transport.send(request).status == 404)
        #expect(try await transport.send(request).status == 200)
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
