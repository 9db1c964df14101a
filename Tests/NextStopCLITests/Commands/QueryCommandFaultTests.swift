import ArgumentParser
import Foundation
import HongKongBus
import HongKongBusDataset
import HongKongBusTestSupport
import NextStopDataset
import NextStopTestSupport
import Testing

@testable import NextStopCLI

/// The query commands on their live wiring with the operators unreachable: each ends within its latency budget with
/// one clear line, never hanging on a socket that does not answer.
@Suite(.serialized) struct QueryCommandFaultTests {
    /// Not a speed figure: far beyond the 4 s call budget, as a busy suite on two cores can hold its two cooperative
    /// threads for long (230 s on a loaded machine); a wait without a bound on the black hole never ends.
    private static let didNotHang: TimeInterval = 300

    /// A data folder with a published dataset: one KMB route and one Citybus route near 22.3, 114.17.
    private static func publishedData() throws -> (folder: TemporaryDirectory, stopID: String) {
        let folder = try TemporaryDirectory()
        let stops = [Build.stop(Build.kmbStopID(1)), Build.stop(Build.kmbStopID(2), 22.301), Build.stop("001001", 22.302)]
        let network = BusNetwork(
            stops: stops + [Build.stop("001002", 22.303)],
            routes: [
                Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(2)]),
                Build.route("CTB:2:O:1", ["001001", "001002"]),
            ])
        let data = try HKBusDataset.encode(network)
        try DatasetStore<HKBusDataset>(dataDirectory: folder.url).publish(
            dataset: data,
            metadata: DatasetMetadata<HKBusDataset>(describing: network, file: data, version: 1, generatedAt: Date()),
            report: Data("{}".utf8))
        return (folder, Build.kmbStopID(1))
    }

    /// Runs a command's arguments against the dead `upstream`, returning what it threw and how long it took.
    private func run(_ arguments: [String], upstream: URL, data: URL) async throws -> (error: (any Error)?, seconds: Double) {
        let urls = ["--data", data.path, "--kmb-url", upstream.absoluteString, "--ctb-url", upstream.absoluteString]
        var command = try #require(try NextStopCommand.parseAsRoot(["hk"] + arguments + urls) as? any AsyncParsableCommand)
        let started = Date()
        do {
            try await command.run()
            return (nil, Date().timeIntervalSince(started))
        } catch {
            return (error, Date().timeIntervalSince(started))
        }
    }

    @Test(arguments: [true, false])
    func etaAndNearbyEndWithinTheirBudget(blackHole: Bool) async throws {
        let (folder, stopID) = try Self.publishedData()
        defer { folder.remove() }
        let socket = try LoopbackSocket(listening: blackHole)
        // A closed port is closed at once, a black hole after the test: each descriptor is closed exactly once.
        if !blackHole { socket.close() }
        defer { if blackHole { socket.close() } }

        let eta = try await run(["eta", "--stop", stopID], upstream: socket.baseURL, data: folder.url)
        let nearby = try await run(
            ["nearby", "--lat", "22.3", "--lon", "114.17", "--arrivals"], upstream: socket.baseURL, data: folder.url)

        #expect(eta.seconds < Self.didNotHang && nearby.seconds < Self.didNotHang)
        let message = try #require(eta.error.map { NextStopCommand.message(for: $0) })
        #expect(message.contains("not answering"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(nearby.error == nil)
    }

    @Test("eta against an upstream asking for a pause past Int's range ends with one line")
    func etaWithAHugeRetryAfter() async throws {
        let (folder, stopID) = try Self.publishedData()
        defer { folder.remove() }
        let upstream = try CannedHTTPServer(
            head: "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 99999999999999999999\r\nContent-Length: 0")
        defer { upstream.close() }

        let eta = try await run(["eta", "--stop", stopID], upstream: upstream.baseURL, data: folder.url)

        let message = try #require(eta.error.map { NextStopCommand.message(for: $0) })
        #expect(message.contains("KMB is not answering now"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test(arguments: [true, false])
    func bikesNearEndsWithinItsBudget(blackHole: Bool) async throws {
        let socket = try LoopbackSocket(listening: blackHole)
        // A closed port is closed at once, a black hole after the test: each descriptor is closed exactly once.
        if !blackHole { socket.close() }
        defer { if blackHole { socket.close() } }
        let arguments = ["bikes", "near", "--lat", "51.5", "--lon", "-0.12", "--tfl-url", socket.baseURL.absoluteString]
        var command = try #require(try NextStopCommand.parseAsRoot(arguments) as? any AsyncParsableCommand)

        let started = Date()
        let error = await #expect(throws: (any Error).self) { try await command.run() }

        #expect(Date().timeIntervalSince(started) < Self.didNotHang)
        let message = try #require(error.map { NextStopCommand.message(for: $0) })
        #expect(!message.isEmpty && !message.contains("\n"), "\(message)")
    }
}
