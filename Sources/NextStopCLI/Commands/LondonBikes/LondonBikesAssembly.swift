import ArgumentParser
import Foundation
import Logging
import LondonBikes
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// London bikes as the command line assembles them: the one poller of TfL's docks, starting from the copy kept in
/// the data directory, and the shortage watches of favourite docks.
struct LondonBikesAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [BikesCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchBikesCommand.self] }
    var settings: [Setting] { Setting.londonBikesSettings }
    var loadTestEndpoints: [LoadTestEndpoint] {
        [
            LoadTestEndpoint("London bikes: docks near Charing Cross", "/api/v1/bikes/near?lat=51.5074&lon=-0.1278"),
            LoadTestEndpoint(
                "London bikes: GBFS station_status.json, gzip", "/gbfs/london/station_status.json",
                headers: ["Accept-Encoding": "gzip"]),
        ]
    }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        [.init(name: "TfL", baseURL: settings.configuration.upstreams[.tflURL])]
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        LondonBikesSimulation(seed: simulation.seed).upstreams
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [(Setting.tflURL.variable, root.absoluteString)]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        let client = TfLClient(
            baseURL: context.settings.configuration.upstreams[.tflURL], transport: context.watched.pollTransport,
            appKey: try APIKeySetting.tfl.key(environment: context.settings.environment))
        let archive = DockSnapshotArchive.london(dataDirectory: context.dataDirectory)
        let feed = DockFeed(snapshot: archive.load())
        let poller = BikePointPoller(
            fetch: { try await client.bikePoints() }, feed: feed, archive: archive,
            logger: Logger(label: "nextstop.bikes"), observer: context.watched.metrics, rejections: context.rejections)
        let watches = ShortageWatches(
            file: ShortageWatches.file(in: context.dataDirectory), shared: context.database.sharedSessions)
        let dependencies = context.dependencies
        return ServingPart(
            system: .londonBikes(
                feed: feed, favourites: dependencies.favourites, watches: watches, timeSource: dependencies.timeSource),
            services: [poller])
    }
}
