import Collector
import Foundation
import HongKongBusDataset
import NextStopDataset
import NextStopServer
import Providers
import Simulator

/// A simulator (the Observatory among its upstreams) and a dataset collected from it into a temporary folder, for
/// benchmarks that need both.
struct BenchSimulatorDataset {
    let simulator: RunningSimulator
    let upstreams: LiveUpstreams
    let store: DatasetStore<HKBusDataset>
    let folder: URL

    static func start(scale: SimulatorScale, latencyMilliseconds: Int = 0, concurrency: Int = 8) async throws
        -> BenchSimulatorDataset
    {
        let simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: scale, seed: 1),
            options: SimulatorOptions(faults: SimulatorFaults(latencyMilliseconds: latencyMilliseconds)),
            upstreams: [HKOUpstream(), AQHIUpstream()]
        ).start()
        var settings = UpstreamSettings()
        settings.maxConcurrentPerHost = concurrency
        settings.minSpacing = 0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nextstop-bench-\(UUID().uuidString)")
        return BenchSimulatorDataset(
            simulator: simulator,
            upstreams: LiveUpstreams(
                urls: UpstreamURLs(simulatorAt: simulator.rootURL), settings: settings),
            store: DatasetStore<HKBusDataset>(dataDirectory: folder), folder: folder)
    }

    /// The current version's snapshot file.
    func snapshotFile() throws -> URL {
        guard let version = try store.currentVersion() else { throw CLIError("no dataset was collected") }
        return store.folder(of: version).appendingPathComponent(VersionFile.snapshot)
    }

    /// Collects and publishes the simulator's network, returning the published metadata.
    func collect(concurrency: Int = 8) async throws -> DatasetMetadata<HKBusDataset> {
        let outcome = try await HKBusCollector(
            kmb: upstreams.kmb, citybus: upstreams.citybus, store: store,
            settings: CollectorSettings(concurrency: concurrency, rules: simulator.server.network.scale.validationRules)
        ).run()
        guard case .published(let dataset, _) = outcome else {
            throw CLIError("the collected dataset failed validation: \(outcome.report.failedChecks.map(\.name))")
        }
        return dataset.metadata
    }

    /// What a server of Hong Kong's buses alone on this dataset needs, with arrivals from the simulator and no rate
    /// limit, and the network it serves.
    func serverDependencies() async throws -> (dependencies: ServerDependencies, live: LiveNetwork) {
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        var launcher = ServerLauncher(
            configuration: NextStopConfiguration(
                dataDirectory: folder,
                upstreams: UpstreamURLs(simulatorAt: simulator.rootURL)),
            address: ("127.0.0.1", 0), upstreamSettings: settings, rateLimit: nil)
        launcher.systems = [HongKongBusAssembly()]
        let server = try await launcher.assemble()
        guard let live = server.shared.first(LiveNetwork.self) else { throw CLIError("the bus network was not served") }
        return (server.dependencies, live)
    }

    /// Removes the temporary data folder; the simulator is stopped separately.
    func removeFolder() { try? FileManager.default.removeItem(at: folder) }
}
