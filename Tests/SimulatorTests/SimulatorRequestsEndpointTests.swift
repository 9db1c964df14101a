import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// `/simulator/requests`: the counts over HTTP, for a process outside the simulator.
@Suite struct SimulatorRequestsEndpointTests {
    private func counts(_ simulator: SimulatorHarness) async throws -> [String: Any] {
        let response = try await send(simulator, "simulator/requests")
        #expect(response.status == 200)
        return try SimulatorHarness.object(of: response)
    }

    private func send(_ simulator: SimulatorHarness, _ path: String, method: String = "GET") async throws
        -> HTTPResponse
    {
        let url = simulator.running.rootURL.appendingPathComponent(path)
        return try await simulator.transport.send(HTTPRequest(url: url, method: method, timeout: HTTPRequest.loopbackTimeout))
    }

    @Test func answersTheCountsPerPathWithoutCountingItself() async throws {
        try await SimulatorHarness.with { simulator in
            // Given requests to both operators, one with a query
            _ = try await simulator.kmb("route")
            _ = try await simulator.kmb("route")
            _ = try await simulator.citybus("route/CTB")
            let withQuery = simulator.running.baseURLs.kmb.appendingPathComponent("route")
            _ = try await simulator.transport.send(HTTPRequest(url: URL(string: withQuery.absoluteString + "?x=1")!))

            // When the counts are read twice
            _ = try await counts(simulator)
            let read = try await counts(simulator)

            // Then they hold those requests, by path without the query, and not the reads
            #expect(read["total"] as? Int == 4)
            let paths = try #require(read["paths"] as? [String: Int])
            #expect(paths == ["/v1/transport/kmb/route": 3, "/v2/transport/citybus/route/CTB": 1])
            #expect((read["statuses"] as? [String: Int])?["200"] == 4)
            #expect(simulator.running.counter.total == 4)
        }
    }

    @Test func resetStartsTheCountsOver() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a request counted
            _ = try await simulator.kmb("route")

            // When the counts are reset
            let reset = try await send(simulator, "simulator/requests/reset", method: "POST")

            // Then nothing is counted any more
            #expect(reset.status == 204)
            #expect(try await counts(simulator)["total"] as? Int == 0)
            #expect(try await counts(simulator)["paths"] as? [String: Int] == [:])
        }
    }

    @Test func faultsNeverReachItAndOtherMethodsAreRefused() async throws {
        var options = SimulatorOptions()
        options.faults.serverErrorRate = 1
        try await SimulatorHarness.with(options: options) { simulator in
            // Given a simulator failing every upstream request
            #expect(try await simulator.kmb("route").status >= 500)

            // Then its counts still answer, with the failure counted
            let read = try await counts(simulator)
            #expect(read["total"] as? Int == 1)
            #expect((read["statuses"] as? [String: Int])?["200"] == nil)

            // And a write to the counts, or an unknown path under /simulator, is refused
            #expect(try await send(simulator, "simulator/requests", method: "DELETE").status == 405)
            #expect(try await send(simulator, "simulator/requests/reset").status == 405)
            #expect(try await send(simulator, "simulator/other").status == 404)
        }
    }
}
