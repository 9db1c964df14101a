import ArgumentParser
import AskHongKong
import Foundation
import HongKongBus
import NextStopCore
import NextStopServer
import Simulator

/// `nextstop bench ask`: how long reading a question takes (text checks, folding, intent and slots) over the
/// evaluation set, and how long the whole answer takes with the Observatory's and EPD's replies in the server's caches and
/// bus arrivals from the simulator through the arrivals service's cache.
struct BenchAskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask", abstract: "Benchmark understanding and answering Ask Hong Kong's evaluation questions.")

    @Option(help: "The evaluation set (language, question, intent, slots a line).")
    var questions = "Tests/AskHongKongTests/Fixtures/Evaluation/questions.tsv"

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
        let texts = try Self.questions(in: URL(fileURLWithPath: questions))
        let synthetic = SyntheticNetwork(scale: scale, seed: 1)
        let simulator = try await SimulatorServer(network: synthetic, upstreams: [HKOWeatherUpstream(), AQHIUpstream()])
            .start()
        do {
            try await measure(texts, synthetic: synthetic, simulator: simulator)
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

    private func measure(_ texts: [String], synthetic: SyntheticNetwork, simulator: RunningSimulator) async throws {
        let upstreams = LiveUpstreams(
            urls: UpstreamURLs(kmb: simulator.baseURLs.kmb, citybus: simulator.baseURLs.citybus))
        let network = TransitNetwork(
            BusNetwork(stops: synthetic.kmbStops + synthetic.citybusStops, routes: synthetic.variants))
        let buses = HongKongBusDirectory(service: ArrivalsService(network: network, sources: upstreams.arrivalSources))
        // The server's own caches, polled once: answers read them as a server's do.
        let (observatory, airQuality) = try await AskHTTPBench.warmCaches(
            under: simulator.rootURL, transport: upstreams.transport)
        let service = AskService(source: observatory, airQuality: airQuality, buses: buses)

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
        print(
            """
            bench ask: \(texts.count) questions of \(questions), \(buses.stopNames.count) stop names in the bus directory
              understand  p50 \(BenchFormat.microseconds(Stopwatch.percentile(reading, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(reading, 0.99))) over \(reading.count) readings
              answer      p50 \(BenchFormat.microseconds(Stopwatch.percentile(whole, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(whole, 0.99))) over \(whole.count) answers (warm sources)
            """)
    }

    /// The question column of the evaluation set.
    private static func questions(in file: URL) throws -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw CLIError("cannot read \(file.path); run from the repository root or give --questions")
        }
        let questions = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            line.split(separator: "\t").dropFirst().first.map(String.init)
        }
        guard !questions.isEmpty else { throw CLIError("\(file.path) has no questions") }
        return questions
    }
}
