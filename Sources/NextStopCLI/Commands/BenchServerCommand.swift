import ArgumentParser
import Foundation
import LiveTransport
import NextStopCore

/// `nextstop bench server`: `wrk` on loopback against every system's main endpoints and failed link attempts, on
/// `nextstop demo` in a process of its own, each measured against a trivial endpoint of the same server in the same
/// run.
struct BenchServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract:
            "Load-test the server with wrk: every system's main endpoints and failed link attempts against a trivial endpoint.")

    @Option(help: "Seconds of load per endpoint.")
    var seconds = 10

    @Option(help: "Open connections (1000 for a crowd).")
    var connections = 32

    @Option(help: "wrk threads.")
    var threads = 1

    func validate() throws {
        guard seconds >= 1, connections >= 1, threads >= 1, connections >= threads else {
            throw ValidationError("--seconds, --connections and --threads must be positive, connections ≥ threads")
        }
    }

    func run() async throws {
        let server = try DemoServerProcess.start()
        defer { server.stop() }
        let base = server.baseURL
        let endpoints = [LoadTestEndpoint("trivial: GET /healthz", "/healthz")] + Systems.all.flatMap(\.loadTestEndpoints)
        print(
            "wrk -t\(threads) -c\(connections) -d\(seconds)s --latency (a request counts as failed after "
                + "\(WrkRun.timeoutSeconds) s), loopback, nextstop demo in its own process (2 cores shared with wrk)")
        var table = TextTable("endpoint", "req/s", "p50", "p99", "req/s vs trivial", "p99 vs trivial")
        var baseline: WrkRun?
        var failures: [String] = []
        for endpoint in endpoints {
            let url = base + (try await endpoint.path(base))
            if endpoint.warm { _ = try await AsyncHTTPTransport().send(HTTPRequest(url: URL(string: url)!)) }
            let run = try WrkRun.run(
                url: url, threads: threads, connections: connections, seconds: seconds, script: endpoint.script)
            if run.errors > 0 { failures.append("\(endpoint.name): \(run.errors) failed requests") }
            let reference = baseline ?? run
            baseline = reference
            table.add(endpoint.name, run, against: reference)
        }
        let links = try await FailedLinkBench(baseURL: base, seconds: seconds).run(
            threads: threads, connections: connections)
        if let baseline { table.add("failed link attempts (all refused)", links.run, against: baseline) }
        print(table.rendered)
        let refused = links.refused.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "link cap held: \(links.checked) wrong codes checked (at most \(links.allowed) allowed); refused unchecked: \(refused)"
        )
        guard failures.isEmpty else { throw CLIError(failures.joined(separator: "; ")) }
    }
}

extension TextTable {
    /// A row of a load test's figures, with its ratios to the trivial endpoint's.
    fileprivate mutating func add(_ name: String, _ run: WrkRun, against reference: WrkRun) {
        add(
            name, String(format: "%.0f", run.requestsPerSecond), BenchFormat.milliseconds(run.p50),
            BenchFormat.milliseconds(run.p99), BenchFormat.ratio(run.requestsPerSecond / reference.requestsPerSecond),
            BenchFormat.ratio(run.p99 / reference.p99))
    }
}
