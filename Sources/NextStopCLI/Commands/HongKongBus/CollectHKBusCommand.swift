import ArgumentParser
import Collector
import DatasetDistribution
import Foundation
import HongKongBusDataset
import NextStopDataset
import Providers

/// `nextstop collect hk-bus`: crawls KMB and Citybus into a new dataset version.
struct CollectHKBusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hk-bus",
        abstract: "Crawl KMB and Citybus into a versioned, validated dataset in the data directory."
    )

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var upstreamOptions: UpstreamOptions

    @Option(help: "Requests in flight at once per upstream.")
    var concurrency = 8

    @Option(help: "Least time between the starts of two requests to one upstream, in milliseconds.")
    var spacingMs = Int(UpstreamSettings().minSpacing * 1000)

    @Option(help: "Fewest routes a valid dataset may have.")
    var minRoutes = ValidationRules().minimumRoutes

    @Option(help: "Fewest stops a valid dataset may have.")
    var minStops = ValidationRules().minimumStops

    func validate() throws {
        guard (1...64).contains(concurrency) else { throw ValidationError("--concurrency must be between 1 and 64") }
        guard minRoutes >= 0, minStops >= 0, spacingMs >= 0 else {
            throw ValidationError("--min-routes, --min-stops and --spacing-ms cannot be negative")
        }
    }

    func run() async throws {
        let configuration = try upstreamOptions.configuration(dataOptions)
        var settings = configuration.upstreamSettings
        settings.maxConcurrentPerHost = concurrency
        settings.minSpacing = Double(spacingMs) / 1000
        let upstreams = LiveUpstreams(urls: configuration.upstreams, settings: settings)
        var rules = ValidationRules()
        rules.minimumRoutes = minRoutes
        rules.minimumStops = minStops
        let outcome = try await collectHKBus(
            upstreams: upstreams, dataDirectory: configuration.dataDirectory,
            settings: CollectorSettings(concurrency: concurrency, rules: rules))
        print(
            CollectionSummary(
                outcome: outcome, folder: DatasetStore<HKBusDataset>(dataDirectory: configuration.dataDirectory).folder
            ).text)
        if case .rejected = outcome { throw ExitCode(2) }
    }
}

/// Runs one collection with a progress display; shared by `collect hk-bus`, `demo` and the other commands.
func collectHKBus(upstreams: LiveUpstreams, dataDirectory: URL, settings: CollectorSettings) async throws
    -> CollectionOutcome<HKBusDataset>
{
    let renderer = ProgressRenderer()
    let collector = HKBusCollector(
        kmb: upstreams.kmb, citybus: upstreams.citybus, store: DatasetStore<HKBusDataset>(dataDirectory: dataDirectory),
        settings: settings, progress: renderer.show)
    return try await collector.run()
}
