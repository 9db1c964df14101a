import ArgumentParser
import Collector
import Foundation
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
    @OptionGroup var bikes: BikeSystemOptions
    @OptionGroup var agencies: AgencyOptions

    @Option(help: "Network size of the simulator.")
    var scale = SimulatorScale.hk

    /// The demo's data directory when neither `--data` nor `NEXTSTOP_DATA` names one: beside, never inside, the real
    /// data, so synthetic data never mixes with it.
    static let defaultDataPath = "./data/demo"

    func run() async throws {
        let address = try serverOptions.address()
        let simulation = Simulation(scale: scale)
        let simulator = try await SimulatorServer(
            upstreams: try Systems.simulatedUpstreams(simulation)
        ).start()
        Console.line("simulator serving every system's upstreams at \(simulator.rootURL.absoluteString)")
        do {
            try await serve(from: simulator, address: address)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
    }

    /// Collects the simulator's network into the demo's data directory and serves it, every system pointed at the
    /// simulator by the settings it prints.
    private func serve(from simulator: RunningSimulator, address: (host: String, port: Int)) async throws {
        let simulated = Systems.simulatedSettings(under: simulator.rootURL)
        var environment = Environment()
        for (variable, value) in simulated { environment.values[variable] = value }
        environment = try agencies.environment(over: bikes.environment(over: environment))
        let configuration = try dataOptions.configuration(environment: environment, defaultPath: Self.defaultDataPath)
        Console.line("  export \(Setting.data.variable)=\(configuration.dataDirectory.path)")
        for (variable, value) in simulated { Console.line("  export \(variable)=\(value)") }
        var settings = configuration.upstreamSettings
        settings.minSpacing = 0
        var launcher = ServerLauncher(
            configuration: configuration, address: address, upstreamSettings: settings,
            collectorSettings: CollectorSettings(rules: scale.validationRules), rateLimit: serverOptions.limit,
            signingKey: try publishing.announcedKey(dataDirectory: configuration.dataDirectory))
        launcher.environment = environment
        launcher.database = try serverOptions.databaseSetting(configuration)
        launcher.trustedProxies = try serverOptions.proxies()
        launcher.allowedOrigins = try serverOptions.origins()
        try await launcher.run()
    }
}
