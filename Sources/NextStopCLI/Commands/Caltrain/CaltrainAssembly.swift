import ArgumentParser
import Caltrain
import Foundation
import GTFS
import Logging
import NextStopCore
import NextStopServer
import Simulator

/// Caltrain as the command line assembles it: the timetable from its GTFS feed, refreshed daily, and the one poller
/// of 511, Open-Meteo and Ticketmaster.
struct CaltrainAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [CaltrainCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchCaltrainCommand.self] }
    var settings: [Setting] { Setting.caltrainSettings }
    var loadTestEndpoints: [LoadTestEndpoint] {
        [LoadTestEndpoint("Caltrain: trains Mountain View → San Francisco", "/api/v1/caltrain/trains?from=mountain_view&to=sf")]
    }

    /// How long one server's download of the feed serves the others: a little under the day between checks, so that
    /// each day's first check downloads anew.
    static let sharedFeedLifetime: TimeInterval = 23 * 3_600

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        let urls = settings.configuration.upstreams
        let feed = CaltrainFeedSetting.source(flag: nil, environment: settings.environment).url
        return [
            .init(name: "511", baseURL: urls[.fiveOneOneURL]), .init(name: "Open-Meteo", baseURL: urls[.openMeteoURL]),
            .init(name: "Ticketmaster", baseURL: urls[.ticketmasterURL]),
        ] + (feed.map { [.init(name: "Caltrain GTFS", baseURL: $0)] } ?? [])
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        let choice = simulation.choices.first(CaltrainSimulationChoice.self) ?? CaltrainSimulationChoice()
        return try CaltrainSimulation(seed: simulation.seed, strayQuote: choice.strayQuote, fiveOneOne: choice.fiveOneOne)
            .upstreams
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        let urls = CaltrainSimulation.addresses(under: root)
        return [
            (Setting.caltrainGTFSURL.variable, urls.gtfsFeed.absoluteString),
            (Setting.fiveOneOneURL.variable, urls.fiveOneOne.absoluteString),
            (Setting.fiveOneOneKey.variable, CaltrainSimulation.fiveOneOneKey),
            (Setting.openMeteoURL.variable, urls.openMeteo.absoluteString),
            (Setting.ticketmasterURL.variable, urls.ticketmaster.absoluteString),
            (Setting.ticketmasterKey.variable, CaltrainSimulation.ticketmasterKey),
        ]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        let setup = try CaltrainLiveSetup(
            environment: context.settings.environment, urls: context.settings.configuration.upstreams)
        let timetable = CaltrainTimetableSource(
            feed: CaltrainFeedSetting.source(flag: nil, environment: context.settings.environment),
            dataDirectory: context.dataDirectory, logger: context.logger
        ).timetable(
            rejections: context.rejections,
            transport: context.watched.sharedDownloads(lifetime: Self.sharedFeedLifetime))
        let sources = try setup.sources(transport: context.watched.unretriedTransport, sharing: context.watched.sharing)
        if sources.realtime == nil {
            Console.line(
                "Caltrain: timetable only (set \(Setting.fiveOneOneKey.variable) or \(Setting.fiveOneOneKeyFile.variable) for real-time and alerts)"
            )
        }
        if sources.events == nil { Console.line("Caltrain: events off (set \(Setting.ticketmasterKey.variable) to show them)") }
        let live = CaltrainLiveFeed(
            timetables: timetable.timetables, sources: sources, time: SystemTimeSource(), settings: setup.settings,
            observer: context.watched.metrics)
        return ServingPart(
            system: .caltrain(timetables: timetable.timetables, live: live, timeSource: context.dependencies.timeSource),
            services: [CaltrainPoller(feed: live)] + (timetable.refresh.map { [$0] } ?? []))
    }
}
