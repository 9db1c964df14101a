import ArgumentParser
import Collector
import Foundation
import NextStopDataset
import Providers
import Simulator

/// `nextstop demo`: everything on embedded defaults, no internet: the simulator as upstream, a collected dataset.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Start the built-in simulator, collect the Hong Kong bus dataset from it, and show what was built."
    )

    @OptionGroup var dataOptions: DataOptions

    @Option(help: "Network size of the simulator.")
    var scale = SimulatorScale.hk

    func run() async throws {
        let configuration = try dataOptions.configuration()
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: scale, seed: 1)).start()
        Console.line("simulator serving KMB and Citybus at \(simulator.rootURL.absoluteString)")
        do {
            var settings = UpstreamSettings()
            settings.minSpacing = 0
            let upstreams = LiveUpstreams(
                urls: UpstreamURLs(kmb: simulator.baseURLs.kmb, citybus: simulator.baseURLs.citybus), settings: settings)
            let rules = scale == .tiny ? ValidationRules.smallNetwork : ValidationRules()
            let outcome = try await collectHKBus(
                upstreams: upstreams, dataDirectory: configuration.dataDirectory, settings: CollectorSettings(rules: rules))
            print(
                CollectionSummary(outcome: outcome, folder: DatasetStore(dataDirectory: configuration.dataDirectory).folder).text)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
    }
}
