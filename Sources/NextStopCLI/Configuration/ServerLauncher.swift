import Collector
import DatasetDistribution
import Foundation
import HongKongBus
import HongKongBusDataset
import Logging
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers
import ServiceLifecycle

/// Wires the real dependencies of `serve` and `demo` (the upstreams watched by metrics and health, the network,
/// live arrivals, the favourites store (SQLite, or PostgreSQL with `--database`), the published datasets, and each
/// system's part as `Systems.all` assembles it) and runs the server until SIGINT or SIGTERM.
struct ServerLauncher {
    let configuration: NextStopConfiguration
    let address: (host: String, port: Int)
    var upstreamSettings = UpstreamSettings()
    var collectorSettings = CollectorSettings()
    /// Requests per minute each client may make; `nil` for no limit.
    var rateLimit: RateLimit? = .standard
    /// The reverse proxies whose forwarding headers name the real client.
    var trustedProxies = TrustedProxies.none
    /// Other sites whose pages may write with a visitor's cookie.
    var allowedOrigins: Set<String> = []
    /// Signs what the server publishes; a mirror serves its publisher's signatures instead.
    var signingKey: PublisherKey?
    var refresh: DatasetRefreshPlan?
    /// Every setting the systems read: the process's, with the command's flags and `demo`'s simulator over them.
    var environment = Environment()
    /// The systems served.
    var systems = Systems.all
    /// Where favourites are kept; nil for the data directory's SQLite file.
    var database: DatabaseSetting?

    var store: DatasetStore<HKBusDataset> { DatasetStore(dataDirectory: configuration.dataDirectory) }

    /// Serves until SIGINT or SIGTERM, printing the address once listening.
    func run() async throws {
        let logger = Logger(label: "nextstop.server")
        let database = try await openDatabase()
        let watched = try WatchedUpstreams(
            settings, systems: systems, upstreamSettings: upstreamSettings, sharing: database.sharing)
        let mirrored = try await mirrorFirstIfEmpty()
        var (dependencies, live) = try await dependencies(watched, database: database, serving: mirrored)
        var services: [any Service] = []
        if let leadership = database.leadership { services.append(PollLeadershipService(leadership: leadership)) }
        if let tally = database.tally, let limiter = dependencies.operations.rateLimiter {
            services.append(ClusterRateLimit(limiter: limiter, tally: tally))
        }
        let parts = try await serve(
            ServingContext(
                settings: settings, watched: watched, dependencies: dependencies, live: live, database: database,
                rejections: dependencies.operations.datasetRejections, logger: logger))
        dependencies.systems = parts.map(\.system)
        services += parts.flatMap(\.services)
        let publisher = signingKey.map { DatasetPublisher(store: store, key: $0) }
        try publisher?.signCurrent()
        services += datasetServices(live, watched: watched, publisher: publisher, logger: logger)
        let runner = ServerRunner(
            dependencies: dependencies, host: address.host, port: address.port, logger: logger, services: services)
        let shownHost = address.host == "0.0.0.0" ? "127.0.0.1" : address.host
        try await runner.run { bound in
            Console.line("NextStop serving the web app at http://\(shownHost):\(bound)/ (Ctrl-C stops)")
            let published = "http://\(shownHost):\(bound)/datasets/\(store.dataset)/"
            if let publisher {
                Console.line("datasets published at \(published), signed by key \(publisher.key.publicKey.base64)")
            } else {
                Console.line("datasets mirrored at \(published)")
            }
        }
    }

    /// The server's dependencies, serving Hong Kong's buses over the network of `dataset` when given, else of the
    /// current one, collecting a dataset first when the data directory has none; the database is opened unless
    /// given. `live` is that network, which other systems may answer from too.
    func dependencies(
        _ watched: WatchedUpstreams? = nil, database: OpenedDatabase? = nil,
        serving dataset: LoadedDataset<HKBusDataset>? = nil
    ) async throws -> (dependencies: ServerDependencies, live: LiveNetwork) {
        let watched = try watched ?? WatchedUpstreams(settings, systems: systems, upstreamSettings: upstreamSettings)
        let loader = NetworkLoader(
            configuration: configuration, upstreams: watched.upstreams, collectorSettings: collectorSettings)
        let dataset = if let dataset { dataset } else { try await loader.loadDataset() }
        let favourites = if let database { database } else { try await openDatabase() }
        var operations = ServerOperations(
            metrics: watched.metrics, upstreams: watched.monitor, rateLimiter: rateLimit.map { RateLimiter(limit: $0) })
        operations.database = favourites.health
        operations.trustedProxies = trustedProxies
        operations.allowedOrigins = allowedOrigins
        operations.polling = favourites.share
        let live = LiveNetwork(watched.served(dataset))
        var dependencies = ServerDependencies(
            live: live, favourites: favourites.store, operations: operations,
            publications: [DatasetPublication(store: store)])
        if let shared = favourites.sharedSessions { dependencies.sessions = shared }
        return (dependencies, live)
    }

    /// The favourites database, migrated: `--database`'s, else the data directory's SQLite file.
    func openDatabase() async throws -> OpenedDatabase {
        try await (database ?? .sqlite(path: configuration.databasePath)).open()
    }

    /// Each system's part of the server `context` describes, in `systems`' order.
    func serve(_ context: ServingContext) async throws -> [ServingPart] {
        var parts: [ServingPart] = []
        for system in systems { parts.append(try await system.serve(context)) }
        return parts
    }

    /// The configuration with every setting the systems read.
    var settings: LaunchSettings { LaunchSettings(configuration: configuration, environment: environment) }
}
