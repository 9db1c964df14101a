import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// Another system's upstream served beside the bus APIs: its own paths, its headers, the same faults and counting.
@Suite struct SimulatedUpstreamTests {
    /// A file with an entity tag, as a GTFS feed is published.
    private struct TaggedFile: SimulatedUpstream {
        let pathPrefix = "/gtfs/test-agency"

        func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
            guard request.path == "/gtfs/test-agency/feed.zip" else { return .notFound }
            if request.headers["if-none-match"] == #""v1""# { return SimulatorReply(status: 304, body: []) }
            return SimulatorReply(
                status: 200, body: Array("PK-bytes".utf8), contentType: "application/zip", headers: ["ETag": #""v1""#])
        }
    }

    private func withSimulator(
        faults: SimulatorFaults = SimulatorFaults(), _ body: (RunningSimulator) async throws -> Void
    ) async throws {
        var options = SimulatorOptions()
        options.faults = faults
        let running = try await SimulatorServer(
            network: TestNetworks.tiny, options: options, upstreams: [TaggedFile()],
            timeSource: ManualTimeSource(now: TestNetworks.morning)
        ).start()
        do {
            try await body(running)
            await running.stop()
        } catch {
            await running.stop()
            throw error
        }
    }

    @Test func itsPathsAreAnsweredWithItsHeadersAndConditionalRequestsWork() async throws {
        try await withSimulator { running in
            // given
            let url = running.rootURL.appendingPathComponent("gtfs/test-agency/feed.zip")
            let transport = AsyncHTTPTransport()

            // when
            let first = try await transport.send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout))
            let again = try await transport.send(
                HTTPRequest(url: url, headers: ["If-None-Match": #""v1""#], timeout: HTTPRequest.loopbackTimeout))
            let elsewhere = try await transport.send(
                HTTPRequest(
                    url: running.rootURL.appendingPathComponent("gtfs/test-agency/other.zip"),
                    timeout: HTTPRequest.loopbackTimeout))

            // then
            #expect(first.status == 200)
            #expect(first.headers["etag"] == #""v1""#)
            #expect(first.headers["content-type"] == "application/zip")
            #expect(String(decoding: first.body, as: UTF8.self) == "PK-bytes")
            #expect(again.status == 304)
            #expect(elsewhere.status == 404)
            #expect(running.counter.total == 3)
        }
    }

    @Test func theSameFaultsApplyToIt() async throws {
        var faults = SimulatorFaults()
        faults.serverErrorRate = 1
        try await withSimulator(faults: faults) { running in
            let url = running.rootURL.appendingPathComponent("gtfs/test-agency/feed.zip")

            let response = try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout))

            #expect([500, 502, 503].contains(response.status))
        }
    }
}
