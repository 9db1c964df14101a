import Collector
import Foundation
import NextStopServer
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import NextStopCLI

/// The bus network kept in the data directory is what a restarted server serves when KMB and Citybus are down.
@Suite struct KeptNetworkRestartTests {
    private func launcher(data: URL, upstreams: UpstreamURLs) -> ServerLauncher {
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        return ServerLauncher(
            configuration: NextStopConfiguration(
                dataDirectory: data, upstreams: upstreams),
            address: ("127.0.0.1", 0), upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: SimulatorScale.tiny.validationRules))
    }

    @Test func aRestartWithTheOperatorsDownServesTheKeptNetworkWithItsAge() async throws {
        // given a first server that collected its network from the operators
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 3)).start()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let upstreams = UpstreamURLs(simulatorAt: simulator.rootURL)
        let first = try await launcher(data: directory.url, upstreams: upstreams).servingBuses().live.current
        let kept = try #require(first.dataset)

        // when the operators go down and a second server starts over the same data directory
        await simulator.stop()
        let restarted = try await launcher(data: directory.url, upstreams: upstreams).servingBuses().live.current

        // then it serves the kept network, dated when it was collected (its metadata keeps whole seconds)
        #expect(restarted.dataset?.version == kept.version)
        let seconds = { (info: DatasetInfo?) in info.map { Int($0.generatedAt.timeIntervalSince1970) } }
        #expect(seconds(restarted.dataset) == seconds(kept))
        #expect(restarted.network.network.routes == first.network.network.routes)
        #expect(restarted.network.network.stops.map(\.id) == first.network.network.stops.map(\.id))
        #expect(restarted.network.network.routes.isEmpty == false)
    }
}
