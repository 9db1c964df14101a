import Collector
import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import NextStopCLI

/// A system is added by adding its files and one line to the list of systems: the example city (one upstream, one
/// page with its API, one command), registered by the line below, is simulated, watched, served, described and
/// listed like the systems that ship, with no shared file changed.
struct ExampleCityTests {
    /// The registration: `Systems.all` with the example city added, as its one line there would add it.
    private static let systems = Systems.all + [CityAssembly()]

    @Test func theCityIsSimulatedWatchedAndServedBesideTheOthers() async throws {
        let simulation = Simulation(scale: .tiny)
        let simulator = try await SimulatorServer(
            upstreams: try Self.systems.flatMap { try $0.simulatedUpstreams(simulation) }
        ).start()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var environment = Environment([:])
        for (variable, value) in Self.systems.flatMap({ $0.simulatedSettings(under: simulator.rootURL) }) {
            environment.values[variable] = value
        }
        var upstreamSettings = UpstreamSettings()
        upstreamSettings.minSpacing = 0
        var launcher = ServerLauncher(
            configuration: try NextStopConfiguration.resolve(
                dataFlag: directory.url.path, environment: environment, systems: Self.systems),
            address: ("127.0.0.1", 0), upstreamSettings: upstreamSettings,
            collectorSettings: CollectorSettings(rules: SimulatorScale.tiny.validationRules), rateLimit: nil)
        launcher.environment = environment
        launcher.systems = Self.systems
        let watched = try WatchedUpstreams(launcher.settings, systems: Self.systems, upstreamSettings: upstreamSettings)
        let dependencies = try await launcher.assemble(watched).dependencies

        #expect(watched.monitor.snapshot.map(\.name).last == "City")
        try await buildApplication(dependencies).test(.router) { client in
            let home = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(home.contains("Example City") && home.contains("Caltrain"))
            let page = try await client.execute(uri: "/city", method: .get)
            #expect(String(buffer: page.body).contains("<p class=\"city-now\">Now 21.5 °C, Sunny</p>"))
            let chinese = try await client.execute(
                uri: "/city", method: .get, headers: [.cookie: "nextstop_lang=tc"])
            #expect(String(buffer: chinese.body).contains("現在 21.5°C，Sunny"))
            let answer = try await client.execute(uri: "/api/v1/city/now", method: .get)
            #expect(String(buffer: answer.body) == #"{"temperature_c":21.5,"summary":"Sunny"}"#)
            let document = String(buffer: try await client.execute(uri: "/api/openapi.json", method: .get).body)
            #expect(document.contains(#""/api/v1/city/now""#) && document.contains(#""CityNow""#))
            #expect(document.contains(#""/api/v1/caltrain/trains""#))
            let worker = String(buffer: try await client.execute(uri: "/sw.js", method: .get).body)
            #expect(worker.contains(#""/city""#))
        }
        #expect(try await CityCommand.line(urls: launcher.configuration.upstreams) == "21.5 °C, Sunny")
        await simulator.stop()
    }

    @Test func theCityCommandAndSettingAreListedWithTheOthers() {
        let commands = NextStopCommand.subcommands(of: Self.systems).map { $0.configuration.commandName }
        #expect(commands.contains("city") && commands.contains("caltrain"))
        let settings = Setting.catalogue(of: Self.systems).map(\.variable)
        #expect(settings.contains("NEXTSTOP_CITY_URL") && settings.contains("NEXTSTOP_511_KEY"))
    }
}
