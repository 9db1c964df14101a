import ArgumentParser
import Collector
import Foundation
import Providers
import Simulator

/// `nextstop demo`: everything on embedded defaults, no internet: the simulator as upstream, a dataset collected
/// from it, SQLite favourites, and the server with the web app.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Start the built-in simulator, collect the Hong Kong bus dataset from it, and serve the web app."
    )

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var serverOptions: ServerOptions
    @OptionGroup var publishing: PublishingOptions

    @Option(help: "Network size of the simulator.")
    var scale = SimulatorScale.hk

    func run() async throws {
        let address = try serverOptions.address()
        let caltrain = try CaltrainSimulation()
        let simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: scale, seed: 1), upstreams: caltrain.upstreams
        ).start()
        Console.line(
            "simulator serving KMB, Citybus, the Caltrain GTFS feed, 511, Open-Meteo and Ticketmaster at "
                + simulator.rootURL.absoluteString)
        Console.line("  NEXTSTOP_KMB_URL=\(simulator.baseURLs.kmb.absoluteString)")
        Console.line("  NEXTSTOP_CTB_URL=\(simulator.baseURLs.citybus.absoluteString)")
        let caltrainEnvironment = CaltrainSimulation.environment(root: simulator.rootURL)
        for (name, value) in caltrainEnvironment { Console.line("  \(name)=\(value)") }
        do {
            try await serve(from: simulator, address: address, caltrainEnvironment: caltrainEnvironment)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
    }

    /// Serves the simulator's network from its own data folder, so synthetic data never mixes with real data.
    private func serve(
        from simulator: RunningSimulator, address: (host: String, port: Int), caltrainEnvironment: [(String, String)]
    ) async throws {
        var configuration = try dataOptions.configuration()
        configuration.dataDirectory = configuration.dataDirectory.appendingPathComponent("demo-\(scale.rawValue)")
        configuration.upstreams = UpstreamURLs(kmb: simulator.baseURLs.kmb, citybus: simulator.baseURLs.citybus)
        var settings = UpstreamSettings()
        settings.minSpacing = 0
        var launcher = ServerLauncher(
            configuration: configuration, address: address, upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: scale.validationRules), rateLimit: serverOptions.limit,
            signingKey: try publishing.announcedKey(dataDirectory: configuration.dataDirectory),
            caltrainFeed: GTFSFeedSource(text: Self.caltrainFeedURL(simulator).absoluteString))
        var environment = Environment()
        for (name, value) in caltrainEnvironment { environment.values[name] = value }
        launcher.caltrainEnvironment = environment
        try await launcher.run()
    }

    private static func caltrainFeedURL(_ simulator: RunningSimulator) -> URL {
        simulator.rootURL.appendingPathComponent(String(CaltrainFeedUpstream.path.dropFirst()))
    }
}
