import Collector
import DatasetDistribution
import Foundation
import HongKongBusDataset
import LiveTransport
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Providers
import Simulator

/// A tiny simulated network on loopback, a fresh data directory, and a collector wired to both.
final class SimulatedCollection {
    let simulator: RunningSimulator
    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>
    /// Retry waits go through this clock, so 429s and backoff cost no real time.
    let clock = ManualTimeSource()

    init(faults: SimulatorFaults = .none) async throws {
        simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: .tiny, seed: 7), options: SimulatorOptions(faults: faults)
        ).start()
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
    }

    var network: SyntheticNetwork { simulator.server.network }

    func collector(rules: ValidationRules = .smallNetwork, concurrency: Int = 4) -> (HKBusCollector, TransportStack) {
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        settings.maxConcurrentPerHost = concurrency
        let transport = TransportStack(live: AsyncHTTPTransport(), settings: settings, timeSource: clock)
        let collector = HKBusCollector(
            kmb: KMBClient(baseURL: simulator.baseURLs.kmb, transport: transport),
            citybus: CitybusClient(baseURL: simulator.baseURLs.citybus, transport: transport),
            store: store, settings: CollectorSettings(concurrency: concurrency, rules: rules), timeSource: clock)
        return (collector, transport)
    }

    func run(rules: ValidationRules = .smallNetwork) async throws -> CollectionOutcome<HKBusDataset> {
        try await collector(rules: rules).0.run()
    }

    /// Runs `body` with a fresh simulated collection and shuts it down afterwards, whatever happens.
    static func with(faults: SimulatorFaults = .none, _ body: (SimulatedCollection) async throws -> Void) async throws {
        let run = try await SimulatedCollection(faults: faults)
        do {
            try await body(run)
        } catch {
            await run.close()
            throw error
        }
        await run.close()
    }

    private func close() async {
        await simulator.stop()
        directory.remove()
    }
}
