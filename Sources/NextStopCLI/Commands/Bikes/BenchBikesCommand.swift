import ArgumentParser
import Bikes
import Foundation
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// `nextstop bench bikes`: parsing and indexing TfL's whole `/BikePoint` reply against Python's `json.load` of the
/// same bytes in the same run, docks near a point, upstream calls an hour with many users, and the donut's size.
struct BenchBikesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bikes",
        abstract: "Benchmark parsing and indexing TfL's dock list, docks-near queries, upstream calls and donut size.")

    @Option(help: "A saved /BikePoint reply; without it, the simulator's ~800 docks in TfL's shape.")
    var reply: String?

    @Option(help: "Parses per measurement (the median is reported).")
    var runs = 30

    @Option(help: "Docks-near queries timed.")
    var queries = 100_000

    @Option(help: "Users reading their favourites every 30 s for the upstream-calls figure.")
    var users = 1_000

    func run() async throws {
        guard runs >= 1, queries >= 100, users >= 1 else { throw CLIError("--runs, --queries and --users must be positive") }
        let body =
            try reply.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            ?? Data(LondonBikesSimulation().bikePointBody(at: Date()))
        var snapshot: DockSnapshot?
        let parses = try Stopwatch.samples(runs: runs) {
            snapshot = DockSnapshot(docks: try TfLClient.bikePoints(from: body).docks, fetchedAt: Date())
        }
        guard let snapshot else { return }
        let parse = Stopwatch.percentile(parses, 0.5)
        print(
            """
            bench bikes: \(snapshot.docks.count) docks in a \(BenchFormat.megabytes(body.count)) /BikePoint reply
              parse + index median \(BenchFormat.milliseconds(parse)) over \(runs) parses
            """)
        print(pythonLine(body: body, parse: parse))
        print(nearLine(snapshot))
        print(await callsLine(body: body))
        print(donutLine(snapshot))
    }

    /// Python's `json.load` of the same bytes, median of as many runs, and the ratio.
    private func pythonLine(body: Data, parse: Double) -> String {
        guard let python = PythonRun.jsonLoadMedian(of: [body], runs: runs) else { return "  python  could not run python3" }
        let verdict = BenchFormat.versus(ours: parse * 1000, baseline: python)
        return "  python  json.load median \(String(format: "%.1f", python)) ms (parse only, no index) → \(verdict)"
    }

    /// The 10 docks nearest random points across London.
    private func nearLine(_ snapshot: DockSnapshot) -> String {
        var random = SeededGenerator(seed: 7)
        let points = (0..<queries).map { _ in
            Coordinate(
                latitude: Double.random(in: 51.46...51.55, using: &random),
                longitude: Double.random(in: -0.22...0.0, using: &random))
        }
        var iterator = points.makeIterator()
        let samples = Stopwatch.samples(runs: queries) {
            blackHole(snapshot.docks(near: iterator.next()!, limit: 10).count)
        }
        return "  near    p50 \(BenchFormat.microseconds(Stopwatch.percentile(samples, 0.5))), "
            + "p99 \(BenchFormat.microseconds(Stopwatch.percentile(samples, 0.99))) over \(queries) queries (10 nearest docks)"
    }

    /// Upstream calls in one simulated hour: the server's one poller while `users` read five favourites each every
    /// 30 s, against one `/Place` call per favourite per user every 30 s.
    private func callsLine(body: Data) async -> String {
        let calls = LockedValue(0)
        let clock = BenchClock()
        let feed = DockFeed()
        let poller = DockPoller(
            fetch: {
                calls.withLock { $0 += 1 }
                return try TfLClient.bikePoints(from: body)
            }, feed: feed, archive: nil, timeSource: clock)
        let hour = 3_600.0
        var reads = 0
        while clock.now().timeIntervalSince(clock.start) < hour {
            await poller.pollOnce()
            for _ in 0..<users { reads += feed.snapshot.map { min(5, $0.docks.count) } ?? 0 }
            try? await clock.sleep(seconds: DockPoller.interval)
        }
        let perFavourite = users * 5 * Int(hour / DockPoller.interval)
        return "  calls   \(calls.value) upstream calls in one hour with \(users) users (\(reads) favourite reads served from "
            + "the shared feed); one /Place call per favourite per user every 30 s would be \(perFavourite)"
    }

    /// The donut's SVG per dock, as every page inlines it.
    private func donutLine(_ snapshot: DockSnapshot) -> String {
        let sizes = snapshot.docks.map { dock in
            let counts = dock.counts
            let label = [(DockResource.bikes, counts.bikes), (.eBikes, counts.eBikes), (.spaces, counts.spaces)]
                .map { $0.counted($1 ?? 0) }.joined(separator: ", ")
            return DockDonut(counts: counts, label: label).svg.utf8.count
        }
        let mean = sizes.reduce(0, +) / max(1, sizes.count)
        return "  donut   \(mean) bytes of SVG per dock on average, \(sizes.max() ?? 0) at most "
            + "(\(BenchFormat.megabytes(sizes.reduce(0, +))) for every dock)"
    }
}

/// A clock whose sleeps pass at once, for simulating an hour of polling.
private final class BenchClock: TimeSource, Sendable {
    let start = Date()
    private let offset = LockedValue(0.0)

    func now() -> Date { start.addingTimeInterval(offset.value) }
    func sleep(seconds: Double) async throws { offset.withLock { $0 += seconds } }
}
