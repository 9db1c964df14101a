import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct RetryingTransportTests {
    private let upstream = ScriptedTransport()
    private let clock = ManualTimeSource()
    private let request = HTTPRequest.stub()

    private func makeTransport(
        _ policy: RetryPolicy = RetryPolicy(),
        jitter: JitterSequence = JitterSequence(1)
    ) -> RetryingTransport {
        RetryingTransport(base: upstream, policy: policy, timeSource: clock, jitter: { jitter.next() })
    }

    private func script(_ steps: ScriptedTransport.Step...) {
        for step in steps { upstream.script(request.url, step) }
    }

    @Test("after a 429 waits the Retry-After seconds, then returns the success")
    func honoursRetryAfterSeconds() async throws {
        script(.respond(.stub(429, headers: ["Retry-After": "7"])), .respond(.stub(200)))
        let transport = makeTransport()

        let response = try await transport.send(request)

        #expect(response.status == 200)
        #expect(clock.sleeps == [7])
        #expect(upstream.count(of: request.url) == 2)
        #expect(transport.statistics.retries == 1)
        #expect(transport.statistics.waitedSeconds == 7)
    }

    @Test("after a 429 waits until the Retry-After date")
    func honoursRetryAfterDate() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: clock.now().addingTimeInterval(12))
        script(.respond(.stub(429, headers: ["Retry-After": date])), .respond(.stub(200)))

        let response = try await makeTransport().send(request)

        #expect(response.status == 200)
        #expect(clock.sleeps == [12])
    }

    @Test("a Retry-After longer than the policy allows is cut to the maximum")
    func capsRetryAfter() async throws {
        script(.respond(.stub(503, headers: ["Retry-After": "86400"])), .respond(.stub(200)))

        _ = try await makeTransport(RetryPolicy(maxRetryAfter: 45)).send(request)

        #expect(clock.sleeps == [45])
    }

    @Test("backs off exponentially up to the cap, then returns the last failure")
    func backoffGrowsAndCaps() async throws {
        script(.respond(.stub(503)))
        let transport = makeTransport(RetryPolicy(maxAttempts: 6, baseDelay: 0.5, maxDelay: 3))

        let response = try await transport.send(request)

        #expect(response.status == 503)
        #expect(clock.sleeps == [0.5, 1, 2, 3, 3])
        let expected = RetryStatistics(requests: 1, attempts: 6, retries: 5, exhausted: 1, waitedSeconds: 9.5)
        #expect(transport.statistics == expected)
    }

    @Test("each wait is the drawn jitter times the ceiling")
    func appliesJitter() async throws {
        script(.respond(.stub(500)))

        _ = try await makeTransport(RetryPolicy(maxAttempts: 4, baseDelay: 1), jitter: JitterSequence(0, 0.25, 0.5))
            .send(request)

        #expect(clock.sleeps == [0, 0.5, 2])
    }

    @Test("a 403 is retried a bounded number of times, then returned")
    func boundsForbidden() async throws {
        script(.respond(.stub(403)))
        let transport = makeTransport(RetryPolicy(maxAttempts: 5, maxForbiddenAttempts: 3))

        let response = try await transport.send(request)

        #expect(response.status == 403)
        #expect(upstream.count(of: request.url) == 3)
        #expect(clock.sleeps.count == 2)
        #expect(transport.statistics.forbiddenRetries == 2)
        #expect(transport.statistics.exhausted == 1)
    }

    @Test("a 403 that clears on retry gives the success")
    func forbiddenThenSuccess() async throws {
        script(.respond(.stub(403)), .respond(.stub(200)))

        let response = try await makeTransport().send(request)

        #expect(response.status == 200)
    }

    @Test("other 4xx answers are returned at once", arguments: [400, 404, 422])
    func doesNotRetryOtherClientErrors(status: Int) async throws {
        script(.respond(.stub(status)))
        let transport = makeTransport()

        let response = try await transport.send(request)

        #expect(response.status == status)
        #expect(upstream.count(of: request.url) == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(transport.statistics.exhausted == 0)
    }

    @Test("timeouts are retried, and the last one is thrown when attempts run out")
    func retriesTimeoutsThenThrows() async throws {
        script(.fail(.timeout))
        let transport = makeTransport(RetryPolicy(maxAttempts: 3))

        await #expect(throws: UpstreamError.timeout) { try await transport.send(request) }

        #expect(upstream.count(of: request.url) == 3)
        #expect(clock.sleeps.count == 2)
    }

    @Test("an unreachable host is retried until it answers")
    func retriesUnreachable() async throws {
        script(.fail(.unreachable(reason: "refused")), .respond(.stub(200)))

        let response = try await makeTransport().send(request)

        #expect(response.status == 200)
        #expect(clock.sleeps.count == 1)
    }

    @Test("an error that is not an upstream failure is thrown at once")
    func doesNotRetryOtherErrors() async throws {
        let transport = makeTransport()

        await #expect(throws: ScriptedTransport.MissingScript.self) { try await transport.send(request) }

        #expect(upstream.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }
}

/// The request's `timeout` is the budget of the whole call: attempts and waits fit inside it.
struct RetryingTransportBudgetTests {
    private let upstream = ScriptedTransport()
    private let clock = ManualTimeSource()

    private func makeTransport(base: any HTTPTransport) -> RetryingTransport {
        RetryingTransport(base: base, timeSource: clock, jitter: { 1 })
    }

    @Test("each attempt's timeout is what is left of the budget")
    func attemptsGetTheBudgetLeft() async throws {
        let request = HTTPRequest.stub(timeout: 4)
        upstream.script(request.url, .respond(.stub(503)))
        let slow = SlowTransport(base: upstream, clock: clock, seconds: 1)
        let started = clock.now()

        await #expect(throws: UpstreamError.timeout) { try await makeTransport(base: slow).send(request) }

        // 1 s per attempt with waits of 0.5 and 1 s between: the third attempt has 0.5 s left and times out at 4 s;
        // the next wait would end past the budget, so none starts.
        #expect(slow.attemptTimeouts == [4, 2.5, 0.5])
        #expect(clock.sleeps == [0.5, 1])
        #expect(clock.now().timeIntervalSince(started) == 4)
    }

    @Test("an upstream that never answers fails once the budget is spent, never later")
    func blackHoleEndsAtTheDeadline() async throws {
        let request = HTTPRequest.stub(timeout: 4)
        let slow = SlowTransport(base: upstream, clock: clock, seconds: 35)
        let started = clock.now()

        await #expect(throws: UpstreamError.timeout) { try await makeTransport(base: slow).send(request) }

        #expect(clock.now().timeIntervalSince(started) == 4)
        #expect(slow.attemptTimeouts == [4])
    }

    @Test("a Retry-After longer than the budget left is not waited: the 429 comes back at once")
    func longRetryAfterIsNotSlept() async throws {
        let request = HTTPRequest.stub(timeout: 4)
        upstream.script(request.url, .respond(.stub(429, headers: ["Retry-After": "3600"])), .respond(.stub(200)))

        let response = try await makeTransport(base: upstream).send(request)

        #expect(response.status == 429)
        #expect(clock.sleeps.isEmpty)
        #expect(upstream.count(of: request.url) == 1)
    }

    @Test("a Retry-After that fits the budget is waited, then the call retried")
    func shortRetryAfterIsWaited() async throws {
        let request = HTTPRequest.stub(timeout: 4)
        upstream.script(request.url, .respond(.stub(429, headers: ["Retry-After": "2"])), .respond(.stub(200)))

        let response = try await makeTransport(base: upstream).send(request)

        #expect(response.status == 200)
        #expect(clock.sleeps == [2])
    }
}
