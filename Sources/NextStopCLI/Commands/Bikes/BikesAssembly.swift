import ArgumentParser
import Bikes
import Foundation
import Logging
import NextStopCore
import NextStopServer
import Providers
import ServiceLifecycle
import Simulator

/// Bike-share as the command line assembles it: London's TfL docks and each GBFS system `NEXTSTOP_BIKES` names, each
/// with its one poller starting from the copy kept in the data directory, and the shortage watches of its favourites.
struct BikesAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [BikesCommand.self] }
    var benchmarks: [any ParsableCommand.Type] { [BenchBikesCommand.self, BenchGBFSCommand.self] }
    var settings: [Setting] { Setting.bikesSettings }
    var loadTestEndpoints: [LoadTestEndpoint] {
        [
            LoadTestEndpoint("London bikes: docks near Charing Cross", "/api/v1/bikes/near?lat=51.5074&lon=-0.1278"),
            LoadTestEndpoint(
                "London bikes: GBFS station_status.json, gzip", "/gbfs/london/station_status.json",
                headers: ["Accept-Encoding": "gzip"]),
        ]
    }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        let systems = try ConfiguredBikeSystem.all(in: settings.environment)
        return [.init(name: "TfL", baseURL: settings.configuration.upstreams[.tflURL])]
            + systems.map { .init(name: "GBFS \($0.id)", baseURL: $0.discoveryURL) }
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        let london = LondonBikesSimulation(seed: simulation.seed)
        if simulation.choices.first(BikesSimulationChoice.self)?.londonFrozen == true { london.freeze(at: Date()) }
        return london.upstreams + [GBFSBikesSimulation(seed: simulation.seed).upstream]
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [
            (Setting.tflURL.variable, root.absoluteString),
            (Setting.bikeSystems.variable, "oslo=\(GBFSBikesSimulation.discoveryURL(under: root).absoluteString)"),
        ]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        let configured = try ConfiguredBikeSystem.all(in: context.settings.environment)
        var (systems, services) = try london(context)
        for system in configured {
            let (served, poller) = await gbfs(system, context)
            systems.append(served)
            services.append(poller)
        }
        let dependencies = context.dependencies
        return ServingPart(
            system: .bikes(systems, favourites: dependencies.favourites, timeSource: dependencies.timeSource),
            services: services)
    }

    /// London, polled from TfL.
    private func london(_ context: ServingContext) throws -> ([ServedBikeSystem], [any Service]) {
        let client = TfLClient(
            baseURL: context.settings.configuration.upstreams[.tflURL], transport: context.watched.pollTransport,
            appKey: try APIKeySetting.tfl.key(environment: context.settings.environment))
        let archive = DockSnapshotArchive.london(dataDirectory: context.dataDirectory)
        let london = BikeSystem(
            id: BikeSystem.londonID, name: "London", source: "TfL",
            timeZone: TimeZone(identifier: "Europe/London") ?? .current, operatorName: "Transport for London",
            website: "https://tfl.gov.uk/modes/cycling/santander-cycles", feed: DockFeed(snapshot: archive.load()))
        let poller = DockPoller(
            fetch: { try await client.bikePoints() }, feed: london.feed, archive: archive,
            logger: Logger(label: "nextstop.bikes"), observer: context.watched.metrics, rejections: context.rejections)
        let watches = ShortageWatches(
            file: ShortageWatches.file(in: context.dataDirectory), shared: context.database.sharedSessions)
        return ([ServedBikeSystem(system: london, watches: watches)], [poller])
    }

    /// A GBFS system, named and placed by its `system_information`.
    private func gbfs(_ configured: ConfiguredBikeSystem, _ context: ServingContext) async -> (ServedBikeSystem, any Service) {
        let transport = context.watched.pollTransport
        let details = await GBFSSystemDetails.load(configured, transport: transport, dataDirectory: context.dataDirectory)
        let name = details.name ?? configured.id.capitalized
        let archive = DockSnapshotArchive.gbfs(
            system: configured.id, dataDirectory: context.dataDirectory, languages: GBFSSystemDetails.languages)
        let system = BikeSystem(
            id: configured.id, name: name, source: name, timeZone: details.timeZone ?? .current,
            operatorName: details.operatorName, website: details.website, feed: DockFeed(snapshot: archive.load()))
        let client = GBFSClient(
            discoveryURL: configured.discoveryURL, transport: transport, languages: GBFSSystemDetails.languages)
        let poller = DockPoller(
            name: "bikes-\(configured.id)", source: name, fetch: { try await client.docks() }, feed: system.feed,
            archive: archive, logger: Logger(label: "nextstop.bikes.\(configured.id)"), observer: context.watched.metrics,
            rejections: context.rejections)
        let watches = ShortageWatches.of(
            system: configured.id, dataDirectory: context.dataDirectory, shared: context.database.sharedSessions)
        return (ServedBikeSystem(system: system, watches: watches), poller)
    }
}
