import ArgumentParser
import Foundation
import Logging
import NextStopCore
import NextStopServer
import Simulator

/// Ask Hong Kong as the command line assembles it: the Observatory's and EPD's reports, kept in the data directory,
/// with the one poller that keeps them current; bus questions are answered from the network served.
struct AskHongKongAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [AskCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchAskCommand.self] }
    var settings: [Setting] { Setting.askHongKongSettings }
    var loadTestEndpoints: [LoadTestEndpoint] {
        [LoadTestEndpoint("Ask: \"What's the weather now?\"", "/api/v1/ask", body: #"{"text":"What's the weather now?"}"#)]
    }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        [
            .init(name: "HKO", baseURL: settings.configuration.upstreams[.hkoURL]),
            .init(name: "AQHI", baseURL: settings.configuration.upstreams[.aqhiURL]),
        ]
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        [HKOUpstream(), AQHIUpstream()]
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [
            (Setting.hkoURL.variable, HKOUpstream.baseURL(under: root).absoluteString),
            (Setting.aqhiURL.variable, AQHIUpstream.baseURL(under: root).absoluteString),
        ]
    }

    /// Its reports, polled and kept, and bus answers from the network Hong Kong buses serve (registered before it).
    func serve(_ context: ServingContext) async throws -> ServingPart {
        guard let live = context.shared.first(LiveNetwork.self) else {
            throw CLIError("Ask Hong Kong answers bus questions from Hong Kong buses, which must be served before it")
        }
        let archive = ReportArchive(dataDirectory: context.dataDirectory)
        let logger = Logger(label: "nextstop.ask")
        let urls = context.settings.configuration.upstreams
        let transport = context.watched.pollTransport
        let weather = WeatherFeed(
            baseURL: urls[.hkoURL], transport: transport, archive: archive, observer: context.watched.metrics,
            rejections: context.rejections, logger: logger)
        let airQuality = AirQualityFeed(
            baseURL: urls[.aqhiURL], transport: transport, archive: archive, observer: context.watched.metrics,
            rejections: context.rejections, logger: logger)
        let dependencies = context.dependencies
        return ServingPart(
            system: .askHongKong(
                weather: weather, airQuality: airQuality, live: live,
                sessions: dependencies.sessions,
                feedback: AskFeedbackLog(
                    file: AskFeedbackLog.file(in: context.dataDirectory), metrics: context.watched.metrics),
                timeSource: dependencies.timeSource),
            services: [ReportPoller(reports: weather.reports + airQuality.reports)])
    }
}
