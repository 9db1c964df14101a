import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@Suite struct SimulatorServerTests {
    let network = TestNetworks.tiny

    @Test func startsOnAFreePortAndStops() async throws {
        // Given a simulator started on port 0
        let server = SimulatorServer(network: network)
        let running = try await server.start()
        let url = running.baseURLs.kmb.appendingPathComponent("route")

        // Then it listens on a real port at the operators' real paths
        #expect(running.port > 0)
        #expect(running.baseURLs.kmb.absoluteString == "http://127.0.0.1:\(running.port)/v1/transport/kmb")
        #expect(running.baseURLs.citybus.absoluteString == "http://127.0.0.1:\(running.port)/v2/transport/citybus")
        #expect(try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout)).status == 200)

        // When stopped
        await running.stop()

        // Then nothing answers any more
        await #expect(throws: UpstreamError.self) {
            _ = try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: 0.5))
        }
    }

    @Test func servesUnderConfiguredPrefixes() async throws {
        let operators = SimulatedOperators.Options(kmbPathPrefix: "kmb/", citybusPathPrefix: "/ctb")
        try await SimulatorHarness.with(operators: operators) { simulator async throws in
            // When the prefixes are changed
            // Then the base URLs follow, and the default paths are gone
            #expect(simulator.running.baseURLs.kmb.path == "/kmb")
            #expect(try await simulator.kmb("route").status == 200)
            #expect(try await simulator.citybus("route/CTB").status == 200)
            let url = simulator.running.rootURL.appendingPathComponent("v1/transport/kmb/route")
            #expect(try await simulator.transport.send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout)).status == 404)
        }
    }

    @Test func countsRequestsInTotalPerPathAndPerStatus() async throws {
        try await SimulatorHarness.with { simulator in
            // When making requests to both operators
            _ = try await simulator.kmb("route")
            _ = try await simulator.kmb("route")
            _ = try await simulator.kmb("eta/X/1")
            _ = try await simulator.citybus("route/CTB")

            // Then the counter knows them all
            let counter = simulator.running.counter
            #expect(counter.total == 4)
            #expect(counter.count(pathPrefix: "/v1/transport/kmb") == 3)
            #expect(counter.count(pathPrefix: "/v1/transport/kmb/route") == 2)
            #expect(counter.count(pathPrefix: "/v2/transport/citybus/") == 1)
            #expect(counter.countsByPath["/v1/transport/kmb/route"] == 2)
            #expect(counter.count(status: 200) == 3)
            #expect(counter.count(status: 422) == 1)

            // When reset
            counter.reset()

            // Then it starts over
            #expect(counter.total == 0)
        }
    }

    @Test func optionsAndNetworkCanChangeWhileRunning() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a variant's stops as served
            let variant = try #require(network.dayVariant(minimumStops: 4))
            let path = "route-stop/\(variant.route)/\(variant.direction.pathComponent)/1"
            let before = try await simulator.kmbRecords(path).compactMap { $0["stop"] as? String }

            // When the network is replaced by one where that variant changed, and arrivals are suspended
            let mutated = network.mutated(routes: network.variants.count, seed: 1)
            simulator.server.replaceNetwork(mutated)
            simulator.server.operators.update { $0.arrivalsSuspended = true }

            // Then the new stops are served, and arrivals read suspended
            let after = try await simulator.kmbRecords(path).compactMap { $0["stop"] as? String }
            #expect(before == variant.stopIDs)
            #expect(after == mutated.kmbVariants.first { $0.key == variant.key }?.stopIDs)
            #expect(after != before)
            let rows = try await simulator.kmbRecords("stop-eta/\(variant.stopIDs[0])")
            #expect(rows.allSatisfy { $0["rmk_en"] as? String == "ETA service suspended" })
        }
    }

    @Test func resettingAttemptsRepeatsFirstAttemptFaults() async throws {
        let options = SimulatorOptions(faults: SimulatorFaults(rateLimitFirstAttempt: true))
        try await SimulatorHarness.with(options: options) { simulator async throws in
            // Given a request that was rate-limited once and then answered
            #expect(try await simulator.kmb("route").status == 429)
            #expect(try await simulator.kmb("route").status == 200)

            // When attempts are forgotten
            simulator.server.resetAttempts()

            // Then it is rate-limited again
            #expect(try await simulator.kmb("route").status == 429)
        }
    }

    @Test func runsUntilCancelledReportingThePort() async throws {
        // Given a server run the way the CLI runs it
        let server = SimulatorServer(network: network, timeSource: ManualTimeSource(now: TestNetworks.morning))
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task { try await server.run(port: 0) { continuation.yield($0) } }

        // When it reports its port
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())

        // Then it answers there until cancelled
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v2/transport/citybus/route/CTB"))
        #expect(try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout)).status == 200)
        task.cancel()
        _ = try? await task.value
        #expect(server.counter.total == 1)
    }

    @Test func aPortInUseFailsToStart() async throws {
        // Given a running simulator
        try await SimulatorHarness.with { simulator in
            // When another tries its port
            let other = SimulatorServer(network: network)

            // Then starting throws
            await #expect(throws: (any Error).self) { _ = try await other.start(port: simulator.running.port) }
        }
    }
}
