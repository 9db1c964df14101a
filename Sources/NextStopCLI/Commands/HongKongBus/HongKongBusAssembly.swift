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
        return [.init(name: "KMB", baseURL: urls.kmb), .init(name: "Citybus", baseURL: urls.citybus)]
    }

    func simulatedSettings(_ simulator: RunningSimulator) -> [(variable: String, value: String)] {
        [
            (Setting.kmbURL.variable, simulator.baseURLs.kmb.absoluteString),
            (Setting.citybusURL.variable, simulator.baseURLs.citybus.absoluteString),
        ]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        ServingPart(
            system: .hongKongBus(
                live: context.live, favourites: context.dependencies.favourites,
                timeSource: context.dependencies.timeSource))
    }
}
