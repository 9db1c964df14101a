import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct CachingTransportTests {
    private let upstream = ScriptedTransport()
    private let clock = ManualTimeSource()

    private func makeTransport(base: (any HTTPTransport)? = nil, capacity: Int = 8) -> CachingTransport {
        CachingTransport(base: base ?? upstream, capacity: capacity, ttl: 10, timeSource: clock)
    }

    private func answer(_ request: HTTPRequest, _ status: Int = 200) {
        upstream.script(request.url, .respond(.stub(status)))
    }

    @Test("a repeated GET within the time to live is answered from the cache")
    func servesHit() async throws {
        let request = HTTPRequest.stub()
        answer(request)
        let transport = makeTransport()

        let first = try await transport.send(request)
        clock.advance(by: 9)
        let second = try await transport.send(request)

        #expect(first == second)
        #expect(upstream.count(of: request.url) == 1)
    }

    @Test("after the time to live the GET goes upstream again, and the old answer stays readable as stale")
    func expires() async throws {
        let request = HTTPRequest.stub()
        answer(request)
        let transport = makeTransport()

        _ = try await transport.send(request)
        clock.advance(by: 10)
        let stale = try #require(transport.cachedEntry(for: request))
        _ = try await transport.send(request)

        #expect(!stale.isFresh)
        #expect(upstream.count(of: request.url) == 2)
        #expect(transport.cachedEntry(for: request)?.isFresh == true)
    }

    @Test("failures are not cached", arguments: [403, 404, 429, 500])
    func doesNotCacheFailures(status: Int) async throws {
        let request = HTTPRequest.stub()
        answer(request, status)
        let transport = makeTransport()

        _ = try await transport.send(request)
        _ = try await transport.send(request)

        #expect(upstream.count(of: request.url) == 2)
        #expect(transport.cachedEntry(for: request) == nil)
    }

    @Test("requests other than GET are never cached")
    func doesNotCacheOtherMethods() async throws {
        let request = HTTPRequest.stub(method: "POST")
        answer(request)
        let transport = makeTransport()

        _ = try await transport.send(request)
        _ = try await transport.send(request)

        #expect(upstream.count(of: request.url) == 2)
    }

    @Test("beyond its capacity the least recently used answer is evicted")
    func evictsLeastRecentlyUsed() async throws {
        let (a, b, c) = (HTTPRequest.stub("/a"), HTTPRequest.stub("/b"), HTTPRequest.stub("/c"))
        for request in [a, b, c] { answer(request) }
        let transport = makeTransport(capacity: 2)

        for request in [a, b, a, c, a, b] { _ = try await transport.send(request) }

        #expect(upstream.count(of: a.url) == 1)
        #expect(upstream.count(of: b.url) == 2)
        #expect(upstream.count(of: c.url) == 1)
    }

    @Test("100 identical concurrent GETs make one upstream call")
    func coalesces() async throws {
        let slow = HeldTransport(response: HTTPResponse(status: 200, body: Data("{}".utf8)))
        let transport = makeTransport(base: slow)
        let request = HTTPRequest.stub()

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask { try await transport.send(request).status }
            }
            await waitUntil { await transport.waiterCount(for: request) == 100 }
            slow.releaseAll()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 100))
        #expect(slow.requests.count == 1)
    }
}
