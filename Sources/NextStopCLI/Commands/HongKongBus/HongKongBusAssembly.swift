import ArgumentParser
import Foundation
import NextStopServer
import Simulator

/// Hong Kong's buses as the command line assembles them: the network of the dataset the server loads, with KMB's
/// and Citybus's live arrivals.
struct HongKongBusAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [HongKongBusCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchCollectCommand.self, BenchQueriesCommand.self] }
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
        return [(Setting.kmbURL.variable, urls.kmb.absoluteString), (Setting.citybusURL.variable, urls.citybus.absoluteString)]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        ServingPart(
            system: .hongKongBus(
                live: context.live, favourites: context.dependencies.favourites,
                timeSource: context.dependencies.timeSource))
    }
}
