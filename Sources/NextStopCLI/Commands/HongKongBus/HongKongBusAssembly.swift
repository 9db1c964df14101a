import ArgumentParser
import Foundation
import NextStopServer
import Providers
import Simulator

/// Hong Kong's buses as the command line assembles them: the network of the dataset the server loads, publishes and
/// keeps current, with KMB's and Citybus's live arrivals.
struct HongKongBusAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [HongKongBusCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchCollectCommand.self, BenchQueriesCommand.self, BenchColdCommand.self] }
    var settings: [Setting] { Setting.hongKongBusSettings }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        let urls = settings.configuration.upstreams
        return [.init(name: "KMB", baseURL: urls[.kmbURL]), .init(name: "Citybus", baseURL: urls[.citybusURL])]
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        SimulatedOperators(network: SyntheticNetwork(scale: simulation.scale, seed: simulation.seed)).upstreams
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        let urls = SimulatorBaseURLs(under: root)
        return [
            (Setting.kmbURL.variable, urls.kmb.absoluteString), (Setting.citybusURL.variable, urls.citybus.absoluteString),
        ]
    }

    /// The network of the data directory's bus dataset, published and kept current; shared with the systems served
    /// after it (Ask Hong Kong answers bus questions from it).
    func serve(_ context: ServingContext) async throws -> ServingPart {
        let datasets = BusDatasetServing(
            configuration: context.settings.configuration, publishing: context.publishing, watched: context.watched,
            logger: context.logger)
        let live = try await datasets.live()
        try datasets.publisher?.signCurrent()
        return ServingPart(
            system: .hongKongBus(
                live: live, favourites: context.dependencies.favourites, timeSource: context.dependencies.timeSource,
                encodeTripUpdates: BusTripUpdatesFeed.encode),
            services: datasets.services(live), publications: [DatasetPublication(store: datasets.store)], shared: [live])
    }
}
