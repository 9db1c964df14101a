import Collector
import Foundation
import HongKongBusDataset
import Logging
import NextStopDataset
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import DatasetDistribution
@testable import NextStopCLI

/// `serve --collect-every` end to end: a server's refresh service re-collects from a simulator whose network
/// changed, signs the new version before it becomes current, and answers from it.
struct ScheduledCollectionTests {
    @Test func aChangedNetworkIsCollectedSignedAndServed() async throws {
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 3)).start()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        let key = PublisherKey.generate()
        let launcher = ServerLauncher(
            configuration: NextStopConfiguration(
                dataDirectory: directory.url,
                upstreams: UpstreamURLs(simulatorAt: simulator.rootURL)),
            address: ("127.0.0.1", 0), upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: SimulatorScale.tiny.validationRules), signingKey: key,
            refresh: .collect(every: 0.2))
        let watched = try WatchedUpstreams(launcher.settings, upstreamSettings: settings)
        let datasets = launcher.busDatasets(watched)
        let live = try await datasets.live()
        let first = try #require(live.current.dataset?.version)
        let firstVersion = try #require(Int(first))

        // when the operators change 5 routes and the next scheduled collection comes
        simulator.server.replaceNetwork(simulator.server.network.mutated(routes: 5, seed: 1))
        let service = try #require(datasets.refreshService(live, publisher: datasets.publisher))
        let running = Task { try await service.run() }
        var waited = 0
        while live.current.dataset?.version == first, waited < 300 {
            try await Task.sleep(for: .milliseconds(100))
            waited += 1
        }
        running.cancel()
        try await running.value
        await simulator.stop()

        // then the new version is current, signed and served
        let version = try #require(try launcher.store.currentVersion())
        #expect(live.current.dataset?.version == String(version))
        #expect(version > firstVersion)
        let published = try Data(
            contentsOf: launcher.store.folder(of: version).appendingPathComponent(VersionFile.published))
        let metadata = try SignedMetadata.decode(published).verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        #expect(metadata.version == version)
        #expect(metadata.deltas.map(\.from) == [firstVersion])
    }
}
