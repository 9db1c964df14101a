import Collector
import Foundation
import HongKongBusDataset
import HummingbirdTesting
import Logging
import NextStopDataset
import NextStopServer
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import DatasetDistribution
@testable import NextStopCLI

/// A `nextstop collect` run by hand into the data directory of a running `serve`: while it publishes, clients keep
/// getting signed metadata and the file it names, and afterwards the server signs and serves the new version.
struct CollectBesideServeTests {
    @Test func aCollectionRunByHandNeverLeavesClientsWithA404() async throws {
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 4)).start()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        let key = PublisherKey.generate()
        let upstreams = UpstreamURLs(simulatorAt: simulator.rootURL)
        let launcher = ServerLauncher(
            configuration: NextStopConfiguration(dataDirectory: directory.url, upstreams: upstreams),
            address: ("127.0.0.1", 0), upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: SimulatorScale.tiny.validationRules), rateLimit: nil,
            signingKey: key)
        let watched = try WatchedUpstreams(launcher.settings, upstreamSettings: settings)
        let (server, live) = try await launcher.servingBuses(watched)
        let dependencies = server.dependencies
        let first = try #require(try launcher.store.currentVersion())
        let services = server.services
        let watching = Task {
            try await withThrowingDiscardingTaskGroup { group in
                for service in services { group.addTask { try await service.run() } }
            }
        }

        // when the operators change and someone runs a collection by hand, unsigned, while clients poll
        simulator.server.replaceNetwork(simulator.server.network.mutated(routes: 4, seed: 2))
        let operators = LiveUpstreams(urls: upstreams, settings: settings)
        let byHand = HKBusCollector(
            kmb: operators.kmb, citybus: operators.citybus,
            store: DatasetStore<HKBusDataset>(dataDirectory: directory.url),
            settings: CollectorSettings(rules: SimulatorScale.tiny.validationRules))
        var quiet = Logger(label: "test")
        quiet.logLevel = .error
        try await buildApplication(dependencies, logger: quiet).test(.router) { client in
            let collecting = Task { try await byHand.run() }
            let started = Date()
            var offered = first
            var refused: Set<String> = []
            while offered == first || live.current.dataset?.version != String(offered),
                Date().timeIntervalSince(started) < 60
            {
                let poll = try await poll(client, key: key)
                refused.formUnion(poll.refused)
                offered = poll.offered ?? offered
                // Often enough to see the second before the server signs the new version, and no busier.
                try await Task.sleep(for: .milliseconds(20))
            }
            guard case .published(let collected, _) = try await collecting.value else {
                Issue.record("the changed network should publish")
                return
            }
            // then no request was refused, and the new version is signed, offered and served
            #expect(refused == [])
            #expect(offered == collected.metadata.version)
        }
        watching.cancel()
        _ = await watching.result
        await simulator.stop()
        #expect(live.current.dataset?.version == String(try #require(try launcher.store.currentVersion())))
    }

    /// Fetches the metadata and the file it names: the version offered, if its signature verifies, and each path
    /// answered with anything but 200.
    private func poll(_ client: some TestClientProtocol, key: PublisherKey) async throws -> (offered: Int?, refused: [String]) {
        let metadataPath = "/datasets/hk-bus/metadata.json"
        let answer = try await client.execute(uri: metadataPath, method: .get)
        guard answer.status == .ok else { return (nil, ["\(metadataPath) \(answer.status.code)"]) }
        let metadata =
            try SignedMetadata.decode(Data(answer.body.readableBytesView)).verified(by: key.publicKey)
            as DistributionMetadata<HKBusDataset>
        let filePath = "/datasets/hk-bus/\(metadata.file.path)"
        let file = try await client.execute(uri: filePath, method: .get)
        return (metadata.version, file.status == .ok ? [] : ["\(filePath) \(file.status.code)"])
    }
}
