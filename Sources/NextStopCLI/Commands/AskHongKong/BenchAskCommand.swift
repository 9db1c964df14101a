import ArgumentParser
import AskHongKong
import Foundation
import HongKongBus
import NextStopCore
import NextStopServer
import Simulator

/// `nextstop bench ask`: for each evaluation set (the hand-typed one and the generated one), how long reading a
/// question takes (text checks, folding, intent and slots) and how often its intent is read right per language, and
/// how long the whole answer takes with the Observatory's and EPD's replies in the server's caches and bus arrivals
/// from the simulator through the arrivals service's cache.
struct BenchAskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask", abstract: "Benchmark understanding and answering Ask Hong Kong's evaluation questions.")

    @Option(help: "An evaluation set (language, question, intent, slots a line); repeat for several.")
    var questions = [
        "Tests/AskHongKongTests/Fixtures/Evaluation/questions.tsv",
        "Tests/AskHongKongTests/Fixtures/Evaluation/generated.tsv",
    ]

    @Option(help: "Passes over the set per measurement.")
    var passes = 50

    @Option(help: "Bus network size of the simulator behind the bus directory.")
    var scale = SimulatorScale.hk

    @Option(help: "Seconds of wrk load per question on POST /api/v1/ask (0 skips the HTTP measurement).")
    var httpSeconds = 5

    @Option(help: "Open wrk connections for the HTTP measurement.")
    var connections = 16

    func run() async throws {
        guard passes >= 1 else { throw CLIError("--passes must be positive") }
        let sets = try questions.map { ($0, try EvaluationLine.read(URL(fileURLWithPath: $0))) }
        let synthetic = SyntheticNetwork(scale: scale, seed: 1)
        let simulator = try await SimulatorServer(network: synthetic, upstreams: [HKOUpstream(), AQHIUpstream()])
            .start()
        do {
            try await measure(sets, synthetic: synthetic, simulator: simulator)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
        if httpSeconds > 0 {
            let rows = try await AskHTTPBench(seconds: httpSeconds, connections: connections, threads: 1).run()
            print(AskHTTPBench.table(rows, connections: connections, seconds: httpSeconds))
        }
    }

    private func measure(
        _ sets: [(path: String, lines: [EvaluationLine])], synthetic: SyntheticNetwork, simulator: RunningSimulator
    ) async throws {
        let upstreams = LiveUpstreams(
            urls: UpstreamURLs(simulatorAt: simulator.rootURL))
        let network = TransitNetwork(
            BusNetwork(stops: synthetic.kmbStops + synthetic.citybusStops, routes: synthetic.variants))
        let buses = HongKongBusDirectory(service: ArrivalsService(network: network, sources: upstreams.arrivalSources))
        // The server's own caches, polled once: answers read them as a server's do.
        let (weather, airQuality) = try await AskHTTPBench.warmCaches(
            under: simulator.rootURL, transport: upstreams.transport)
        let service = AskService(source: weather, airQuality: airQuality, buses: buses)
        print("bench ask: \(buses.stopNames.count) stop names in the bus directory (the simulator's network)")
        for (path, lines) in sets {
            try await measure(lines, of: path, service: service)
        }
    }

    /// Reading and answering times over one set, and its intent accuracy per language.
    private func measure(_ lines: [EvaluationLine], of path: String, service: AskService) async throws {
        let texts = lines.map(\.question)
        let parsed = try texts.map { try QuestionText($0) }
        var iterator = (0..<passes).lazy.flatMap { _ in parsed }.makeIterator()
        let now = Date()
        let reading = Stopwatch.samples(runs: parsed.count * passes) {
            blackHole(service.read(iterator.next()!, conversation: nil, now: now).intent.rawValue.count)
        }
        // One pass first fills the arrivals service's cache, as a server's earlier riders would.
        for text in texts { _ = try await service.ask(text, conversation: nil, now: now) }
        var whole: [Double] = []
        for _ in 0..<max(1, passes / 10) {
            for text in texts {
                whole.append(try await Stopwatch.time { try await service.ask(text, conversation: nil, now: now) }.1)
            }
        }
        let accuracy = EvaluationLine.intentAccuracy(lines) { service.read(try QuestionText($0), conversation: nil, now: now) }
        print(
            """
            \(texts.count) questions of \(path)
              intents read right (simulator's network): \(accuracy)
              understand  p50 \(BenchFormat.microseconds(Stopwatch.percentile(reading, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(reading, 0.99))) over \(reading.count) readings
              answer      p50 \(BenchFormat.microseconds(Stopwatch.percentile(whole, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(whole, 0.99))) over \(whole.count) answers (warm sources)
            """)
    }
}
