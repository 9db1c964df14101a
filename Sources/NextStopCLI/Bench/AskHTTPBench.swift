import Foundation
import LiveTransport
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// `POST /api/v1/ask` under `wrk` over loopback, its caches warm: the simulated Observatory polled once before the
/// load, so every answer is read from the kept copies as in production. Each question is measured against the same
/// server's `/healthz` in the same run.
struct AskHTTPBench {
    /// The questions measured: one per report the answers read, in each language.
    static let questions = [
        ("weather now, en", "What's the weather now?"),
        ("forecast tomorrow, tc", "聽日會唔會落雨？"),
        ("warnings, sc", "现在有什么警告？"),
        ("rainfall by district, en", "rain by district"),
        ("air quality, tc", "空氣質素點？"),
    ]

    let seconds: Int
    let connections: Int
    let threads: Int

    /// Starts a server over a tiny simulated network and the simulated Observatory, loads it, and returns one row per
    /// endpoint: the trivial one first.
    func run() async throws -> [(name: String, run: WrkRun)] {
        let bench = try await BenchSimulatorDataset.start(scale: .tiny)
        defer { bench.removeFolder() }
        _ = try await bench.collect()
        var (dependencies, live) = try await bench.serverDependencies()
        let (weather, airQuality) = try await Self.warmCaches(
            under: bench.simulator.rootURL, transport: bench.upstreams.transport)
        dependencies.systems.append(
            .askHongKong(
                weather: weather, airQuality: airQuality, live: live,
                sessions: dependencies.sessions,
                feedback: AskFeedbackLog(file: nil, metrics: dependencies.operations.metrics),
                timeSource: dependencies.timeSource))
        let server = try await BenchServer.start(dependencies)
        var rows: [(String, WrkRun)] = []
        do {
            rows.append(("trivial: GET /healthz", try load(url: "\(server.baseURL)/healthz", script: nil)))
            for (name, question) in Self.questions {
                rows.append((name, try load(url: "\(server.baseURL)/api/v1/ask", script: Self.script(asking: question))))
            }
        } catch {
            await server.stop()
            await bench.simulator.stop()
            throw error
        }
        await server.stop()
        await bench.simulator.stop()
        return rows
    }

    /// The server's caches of the simulated Observatory and EPD under `root`, polled once; an error when a report
    /// could not be fetched, so no figure is taken of answers that say a source is missing.
    static func warmCaches(under root: URL, transport: any HTTPTransport) async throws -> (
        WeatherFeed, AirQualityFeed
    ) {
        let weather = WeatherFeed(
            baseURL: HKOUpstream.baseURL(under: root), transport: transport, archive: nil)
        let airQuality = AirQualityFeed(baseURL: AQHIUpstream.baseURL(under: root), transport: transport, archive: nil)
        let reports = weather.reports + airQuality.reports
        await ReportPoller(reports: reports).pollDue()
        if let failed = reports.first(where: { $0.status(at: Date()).failure != nil }) {
            throw CLIError("the simulator did not serve \(failed.name): \(failed.status(at: Date()).failure ?? "")")
        }
        return (weather, airQuality)
    }

    /// The rows as a table: each question's p50 and p99 beside the trivial endpoint's.
    static func table(_ rows: [(name: String, run: WrkRun)], connections: Int, seconds: Int) -> String {
        var table = TextTable("POST /api/v1/ask", "req/s", "p50", "p99", "p99 vs trivial")
        let reference = rows.first?.run
        for (name, run) in rows {
            table.add(
                name, String(format: "%.0f", run.requestsPerSecond), BenchFormat.milliseconds(run.p50),
                BenchFormat.milliseconds(run.p99), BenchFormat.ratio(run.p99 / (reference?.p99 ?? run.p99)))
        }
        return "wrk -t1 -c\(connections) -d\(seconds)s --latency, loopback, warm caches, one server\n" + table.rendered
    }

    private func load(url: String, script: String?) throws -> WrkRun {
        let run = try WrkRun.run(url: url, threads: threads, connections: connections, seconds: seconds, script: script)
        guard run.errors == 0 else { throw CLIError("\(url): \(run.errors) failed requests under load") }
        return run
    }

    /// A wrk script posting `question` as JSON, with no conversation (each request opens one, as a first question does).
    private static func script(asking question: String) -> String {
        let body = String(decoding: (try? JSONSerialization.data(withJSONObject: ["text": question])) ?? Data(), as: UTF8.self)
        return """
            wrk.method = "POST"
            wrk.headers["Content-Type"] = "application/json"
            wrk.body = [==[\(body)]==]
            """
    }
}
