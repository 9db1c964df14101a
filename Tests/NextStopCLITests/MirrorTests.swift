import Collector
import DatasetDistribution
import Foundation
import HongKongBusDataset
import Logging
import NextStopDataset
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import NextStopCLI

/// `serve --mirror` end to end: a mirror takes its publisher's dataset before serving, then follows the publisher's
/// next version, keeping the publisher's signed metadata byte for byte.
struct MirrorTests {
    @Test func aMirrorFollowsItsPublisher() async throws {
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 5)).start()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        let upstreams = UpstreamURLs(simulatorAt: simulator.rootURL)
        let key = PublisherKey.generate()
        let publisherSide = ServerLauncher(
            configuration: NextStopConfiguration(
                dataDirectory: directory.url.appendingPathComponent("publisher"), upstreams: upstreams),
            address: ("127.0.0.1", 0), upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: SimulatorScale.tiny.validationRules), signingKey: key)
        let publisher = DatasetPublisher(store: publisherSide.store, key: key)
        let server = try await BenchServer.start(try await publisherSide.servingBuses().server.dependencies)
        try publisher.signCurrent()

        // given a mirror with no dataset of its own
        let mirror = ServerLauncher(
            configuration: NextStopConfiguration(
                dataDirectory: directory.url.appendingPathComponent("mirror"), upstreams: upstreams),
            address: ("127.0.0.1", 0), upstreamSettings: settings,
            refresh: .mirror(
                try DatasetSource("\(server.baseURL)/datasets/hk-bus/metadata.json"), trustedKey: key.publicKey,
                every: 0.2))
        let watched = try WatchedUpstreams(mirror.settings, upstreamSettings: settings)
        let datasets = mirror.busDatasets(watched)
        let live = try await datasets.live()
        #expect(try mirror.store.currentVersion() == publisherSide.store.currentVersion())

        // when the publisher collects a changed network
        simulator.server.replaceNetwork(simulator.server.network.mutated(routes: 3, seed: 9))
        let operators = LiveUpstreams(urls: upstreams, settings: settings)
        var collector = HKBusCollector(
            kmb: operators.kmb, citybus: operators.citybus, store: publisherSide.store,
            settings: CollectorSettings(rules: SimulatorScale.tiny.validationRules))
        collector.publisher = publisher
        guard case .published(let newer, _) = try await collector.run() else {
            Issue.record("the changed network should publish")
            return
        }
        let service = try #require(datasets.refreshService(live, publisher: nil))
        let running = Task { try await service.run() }
        var waited = 0
        while live.current.dataset?.version != String(newer.metadata.version), waited < 300 {
            try await Task.sleep(for: .milliseconds(100))
            waited += 1
        }
        running.cancel()
        try await running.value
        await server.stop()
        await simulator.stop()

        // then the mirror serves the new version with the publisher's own signature
        #expect(live.current.dataset?.version == String(newer.metadata.version))
        let published = { (store: DatasetStore<HKBusDataset>) in
            try Data(contentsOf: store.folder(of: newer.metadata.version).appendingPathComponent(VersionFile.published))
        }
        #expect(try published(mirror.store) == published(publisherSide.store))
    }
}
