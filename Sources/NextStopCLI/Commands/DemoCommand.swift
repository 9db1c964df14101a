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

    /// The demo's data directory when neither `--data` nor `NEXTSTOP_DATA` names one: beside, never inside, the real
    /// data, so synthetic data never mixes with it.
    static let defaultDataPath = "./data/demo"

    func run() async throws {
        let address = try serverOptions.address()
        var configuration = try dataOptions.configuration(defaultPath: Self.defaultDataPath)
        let caltrain = try CaltrainSimulation()
        let simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: scale, seed: 1),
            upstreams: caltrain.upstreams + LondonBikesSimulation().upstreams
                + [HKOWeatherUpstream(), AQHIUpstream()]
        ).start()
        Console.line(
            "simulator serving KMB, Citybus, the Caltrain GTFS feed, 511, Open-Meteo, Ticketmaster, TfL's docks, the "
                + "Observatory and EPD's AQHI at \(simulator.rootURL.absoluteString)")
        let caltrainEnvironment = CaltrainSimulation.environment(root: simulator.rootURL)
        let observatory = HKOWeatherUpstream.baseURL(under: simulator.rootURL)
        let airQuality = AQHIUpstream.baseURL(under: simulator.rootURL)
        let lines =
            [
                (Setting.data.variable, configuration.dataDirectory.path),
                (Setting.kmbURL.variable, simulator.baseURLs.kmb.absoluteString),
                (Setting.citybusURL.variable, simulator.baseURLs.citybus.absoluteString),
                (Setting.tflURL.variable, simulator.rootURL.absoluteString),
                (Setting.hkoURL.variable, observatory.absoluteString),
                (Setting.aqhiURL.variable, airQuality.absoluteString),
            ] + caltrainEnvironment
        for (name, value) in lines { Console.line("  export \(name)=\(value)") }
        do {
            configuration.upstreams = UpstreamURLs(
                kmb: simulator.baseURLs.kmb, citybus: simulator.baseURLs.citybus, tfl: simulator.rootURL,
                hko: observatory, aqhi: airQuality)
            try await serve(configuration, from: simulator, address: address, caltrainEnvironment: caltrainEnvironment)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
    }

    /// Collects the simulator's network into the demo's data directory and serves it, with the Caltrain live
    /// upstreams pointed at the simulator.
    private func serve(
        _ configuration: NextStopConfiguration, from simulator: RunningSimulator, address: (host: String, port: Int),
        caltrainEnvironment: [(String, String)]
    ) async throws {
        var settings = configuration.upstreamSettings
        settings.minSpacing = 0
        var launcher = ServerLauncher(
            configuration: configuration, address: address, upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: scale.validationRules), rateLimit: serverOptions.limit,
            signingKey: try publishing.announcedKey(dataDirectory: configuration.dataDirectory),
            caltrainFeed: GTFSFeedSource(text: Self.caltrainFeedURL(simulator).absoluteString))
        var environment = Environment()
        for (name, value) in caltrainEnvironment { environment.values[name] = value }
        launcher.caltrainEnvironment = environment
        launcher.database = try serverOptions.databaseSetting(configuration)
        launcher.trustedProxies = try serverOptions.proxies()
        launcher.allowedOrigins = try serverOptions.origins()
        try await launcher.run()
    }

    private static func caltrainFeedURL(_ simulator: RunningSimulator) -> URL {
        simulator.rootURL.appendingPathComponent(String(CaltrainFeedUpstream.path.dropFirst()))
    }
}
