import ArgumentParser
import Collector
import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset
import Providers
import Simulator

/// `nextstop bench collect`: collects the simulator's network over loopback with injected latency and reports
/// throughput against the ideal, dataset size against the seed app's, and load time against a plain-JSON baseline.
struct BenchCollectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collect", abstract: "Benchmark a full hk-bus collection from the simulator.")

    /// The seed app's pretty-printed JSON dataset for the same network (API-NOTES §Sizes).
    static let seedDatasetBytes = 17_760_000

    @Option(help: "Network size.")
    var scale = SimulatorScale.hk

    @Option(help: "Latency the simulator adds to every answer, in milliseconds.")
    var latencyMs = 20

    @Option(help: "Requests in flight at once.")
    var concurrency = 8

    @Option(help: "How many times to load the dataset back.")
    var loads = 10

    func validate() throws {
        guard latencyMs > 0, (1...64).contains(concurrency), loads > 0 else {
            throw ValidationError("--latency-ms and --loads must be positive, --concurrency 1 to 64")
        }
    }

    func run() async throws {
        let bench = try await BenchSimulatorDataset.start(scale: scale, latencyMilliseconds: latencyMs, concurrency: concurrency)
        defer { bench.removeFolder() }
        let (metadata, wallSeconds) = try await Stopwatch.time { try await bench.collect(concurrency: concurrency) }
        let requests = bench.simulator.counter.total
        await bench.simulator.stop()
        let store = bench.store

        let dataset = try Data(contentsOf: store.folder(of: metadata.version).appendingPathComponent(metadata.fileName))
        let gzipped = try Gzip.compress(dataset)
        let network = try store.loadCurrent().network
        let baseline = try PlainJSONBaseline(network: network)
        let loadSamples = try Stopwatch.samples(runs: loads) { _ = try store.loadCurrent() }
        let baselineSamples = try Stopwatch.samples(runs: loads) { _ = try baseline.decode() }

        let latency = Double(latencyMs) / 1000
        let achieved = Double(requests) / wallSeconds
        let ideal = Double(concurrency) / latency
        let load = Stopwatch.percentile(loadSamples, 0.5)
        let baselineLoad = Stopwatch.percentile(baselineSamples, 0.5)
        print(
            """
            bench collect: \(scale.rawValue) network, \(latencyMs) ms latency, concurrency \(concurrency)
              network      \(metadata.summary.totalRoutes) routes, \(metadata.summary.totalStops) stops, \
            \(metadata.summary.totalRouteStops) route stops
              collection   \(requests) requests in \(String(format: "%.2f", wallSeconds)) s = \
            \(String(format: "%.0f", achieved)) req/s; ideal \(String(format: "%.0f", ideal)) req/s \
            (concurrency / latency) → \(BenchFormat.percent(achieved / ideal)) of ideal
              dataset      \(BenchFormat.megabytes(dataset.count)) raw (\(BenchFormat.ratio(Double(Self.seedDatasetBytes) / Double(dataset.count))) \
            smaller than the seed's 17.76 MB), \(BenchFormat.megabytes(gzipped.count)) gzipped \
            (\(BenchFormat.ratio(Double(Self.seedDatasetBytes) / Double(gzipped.count))))
              baseline     same network as pretty-printed plain JSON: \(BenchFormat.megabytes(baseline.data.count)) \
            (\(BenchFormat.ratio(Double(baseline.data.count) / Double(dataset.count))) the compact file)
              load         median \(BenchFormat.milliseconds(load)) over \(loads) loads (read + sha256 + decode); \
            plain-JSON baseline decode \(BenchFormat.milliseconds(baselineLoad)) → \(BenchFormat.ratio(baselineLoad / load)) faster
            """)
    }
}

/// The same network as pretty-printed JSON of plain objects, the obvious format to compare with.
struct PlainJSONBaseline {
    struct Document: Codable {
        var stops: [Stop]
        var routes: [RouteVariant]
    }

    let data: Data

    init(network: BusNetwork) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        data = try encoder.encode(Document(stops: network.stops, routes: network.routes))
    }

    func decode() throws -> Document {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(Document.self, from: data)
    }
}
