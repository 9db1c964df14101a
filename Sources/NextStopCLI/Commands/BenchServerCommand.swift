import ArgumentParser
import Foundation
import LiveTransport
import Logging
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// `nextstop bench server`: `wrk` on loopback against the server, nearby, arrivals (warm cache) and failed link
/// attempts each measured as a ratio against a trivial endpoint of the same server in the same run.
struct BenchServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract:
            "Load-test the server with wrk: nearby, warm-cache arrivals and failed link attempts against a trivial endpoint.")

    @Option(help: "Seconds of load per endpoint.")
    var seconds = 10

    @Option(help: "Open connections.")
    var connections = 32

    @Option(help: "wrk threads.")
    var threads = 1

    func validate() throws {
        guard seconds >= 1, connections >= 1, threads >= 1, connections >= threads else {
            throw ValidationError("--seconds, --connections and --threads must be positive, connections ≥ threads")
        }
    }

    func run() async throws {
        let bench = try await BenchSimulatorDataset.start(scale: .hk)
        defer { bench.removeFolder() }
        _ = try await bench.collect()
        let (dependencies, live) = try await bench.serverDependencies()
        let server = try await BenchServer.start(dependencies)

        let central = Coordinate(latitude: 22.2819, longitude: 114.1582)
        guard let row = try live.current.network.nearby(central).routes.first else {
            throw CLIError("no route near Central in the simulated network")
        }
        let base = server.baseURL
        let nearby = "\(base)/api/v1/nearby?lat=\(central.latitude)&lon=\(central.longitude)"
        let endpoints = [
            ("trivial: GET /healthz", "\(base)/healthz"),
            ("nearby (no arrivals)", nearby),
            ("nearby + arrivals, warm", "\(nearby)&arrivals=1"),
            ("stop arrivals, warm", "\(base)/api/v1/stops/\(row.stop.id)/arrivals"),
        ]
        print("wrk -t\(threads) -c\(connections) -d\(seconds)s --latency, loopback, one release server (2 cores shared with wrk)")
        var table = TextTable("endpoint", "req/s", "p50", "p99", "req/s vs trivial", "p99 vs trivial")
        var baseline: WrkRun?
        for (name, url) in endpoints {
            // Warm the arrivals cache (30 s) right before each run, so the run measures the server, not the upstream.
            _ = try await AsyncHTTPTransport().send(HTTPRequest(url: URL(string: url)!))
            let run = try WrkRun.run(url: url, threads: threads, connections: connections, seconds: seconds)
            guard run.errors == 0 else { throw CLIError("\(name): \(run.errors) failed requests under load") }
            let reference = baseline ?? run
            baseline = reference
            table.add(
                name, String(format: "%.0f", run.requestsPerSecond), BenchFormat.milliseconds(run.p50),
                BenchFormat.milliseconds(run.p99), BenchFormat.ratio(run.requestsPerSecond / reference.requestsPerSecond),
                BenchFormat.ratio(run.p99 / reference.p99))
        }
        let links = try await FailedLinkBench(baseURL: base, seconds: seconds).run(
            threads: threads, connections: connections)
        if let reference = baseline {
            table.add(
                "failed link attempts (all refused)", String(format: "%.0f", links.run.requestsPerSecond),
                BenchFormat.milliseconds(links.run.p50), BenchFormat.milliseconds(links.run.p99),
                BenchFormat.ratio(links.run.requestsPerSecond / reference.requestsPerSecond),
                BenchFormat.ratio(links.run.p99 / reference.p99))
        }
        print(table.rendered)
        let refused = links.refused.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "link cap held: \(links.checked) wrong codes checked (at most \(links.allowed) allowed); refused unchecked: \(refused)"
        )
        await server.stop()
        await bench.simulator.stop()
    }
}
