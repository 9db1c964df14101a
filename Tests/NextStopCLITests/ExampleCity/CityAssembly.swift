import ArgumentParser
import Foundation
import Simulator

@testable import NextStopCLI
@testable import NextStopServer

/// The example city as the command line assembles it: one upstream, one page and its API, one command.
struct CityAssembly: SystemAssembly {
    static let url = Setting.url(
        "NEXTSTOP_CITY_URL", "Example City", "The city's open data", URL(string: "https://data.city.example/")!)

    var commands: [any ParsableCommand.Type] { [CityCommand.self] }
    var settings: [Setting] { [Self.url] }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        [.init(name: "City", baseURL: settings.configuration.upstreams[Self.url])]
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] { [CityUpstream()] }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [(Self.url.variable, CityUpstream.baseURL(under: root).absoluteString)]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        let client = CityClient(
            baseURL: context.settings.configuration.upstreams[Self.url], transport: context.watched.pollTransport)
        return ServingPart(system: ServedSystem(CitySystem(client: client)))
    }
}

/// `nextstop city`: the conditions now in the example city.
struct CityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "city", abstract: "The conditions now in Example City.")

    func run() async throws {
        Console.line(try await Self.line(urls: try UpstreamURLs(environment: Environment())))
    }

    static func line(urls: UpstreamURLs) async throws -> String {
        let client = CityClient(baseURL: urls[CityAssembly.url], transport: LiveUpstreams(urls: urls).transport)
        let now = try await client.now()
        return "\(now.temperatureC) °C, \(now.summary)"
    }
}
