import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct TransportStackTests {
    private let upstream = ScriptedTransport()
    private let clock = ManualTimeSource()
    private let request = HTTPRequest.stub()

    private func makeStack(_ configure: (inout UpstreamSettings) -> Void = { _ in }) -> TransportStack {
        var settings = UpstreamSettings()
        configure(&settings)
        return TransportStack(live: upstream, settings: settings, timeSource: clock, jitter: { 1 })
    }

    @Test("every retry waits its turn in the host's spacing")
    func retriesInsideSpacing() async throws {
        upstream.script(request.url, .respond(.stub(503)), .respond(.stub(200)))
        let stack = makeStack {
            $0.minSpacing = 0.3
            $0.baseBackoff = 0.1
        }

        let response = try await stack.send(request)

        #expect(response.status == 200)
        #expect(clock.roundedSleeps == [0.1, 0.2])
        #expect(stack.retryStatistics.retries == 1)
    }

    @Test("without caching every GET goes upstream")
    func noCacheByDefault() async throws {
        upstream.script(request.url, .respond(.stub(200)))
        let stack = makeStack()

        _ = try await stack.send(request)
        _ = try await stack.send(request)

        #expect(stack.caching == nil)
        #expect(upstream.count(of: request.url) == 2)
    }

    @Test("with caching a hit costs no upstream call and no retry bookkeeping")
    func cacheIsOutermost() async throws {
        upstream.script(request.url, .respond(.stub(200)))
        let stack = makeStack { $0.cachesResponses = true }

        _ = try await stack.send(request)
        _ = try await stack.send(request)

        #expect(upstream.count(of: request.url) == 1)
        #expect(stack.retryStatistics.requests == 1)
    }
}
