import Collector
import DatasetDistribution
import Foundation
import LiveTransport
import Logging
import NextStopCore
import NextStopServer
import Providers
import ServiceLifecycle

/// Wires the real dependencies of `serve` and `demo` (the upstreams watched by metrics and health, the favourites
/// store (SQLite, or PostgreSQL with `--database`), and each system's part as `Systems.all` assembles it, with the
/// datasets it publishes) and runs the server until SIGINT or SIGTERM.
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

    /// How the published datasets are refreshed and signed.
    var publishing: PublishingPlan {
        PublishingPlan(refresh: refresh, signingKey: signingKey, collectorSettings: collectorSettings)
    }

    /// Serves until SIGINT or SIGTERM, printing the address once listening.
    func run() async throws {
        let logger = Logger(label: "nextstop.server")
        let database = try await openDatabase()
        let watched = try WatchedUpstreams(
            settings, systems: systems, upstreamSettings: upstreamSettings, sharing: database.sharing)
        let server = try await assemble(watched, database: database, logger: logger)
        var services = server.services
        if let leadership = database.leadership { services.append(PollLeadershipService(leadership: leadership)) }
        if let reminders = ReminderDispatcher(server.dependencies, logger: logger) { services.append(reminders) }
        if let tally = database.tally, let limiter = server.dependencies.operations.rateLimiter {
            services.append(ClusterRateLimit(limiter: limiter, tally: tally))
        }
        let runner = ServerRunner(
            dependencies: server.dependencies, host: address.host, port: address.port, logger: logger, services: services)
        let shownHost = address.host == "0.0.0.0" ? "127.0.0.1" : address.host
        try await runner.run { [signingKey] bound in
            Console.line("NextStop serving the web app at http://\(shownHost):\(bound)/ (Ctrl-C stops)")
            for publication in server.dependencies.publications {
                let published = "http://\(shownHost):\(bound)/datasets/\(publication.name)/"
                if let signingKey {
                    Console.line("datasets published at \(published), signed by key \(signingKey.publicKey.base64)")
                } else {
                    Console.line("datasets mirrored at \(published)")
                }
            }
        }
    }

    /// The server's dependencies with every system of `systems` served, in order, and the services that keep them
    /// current; the upstreams are watched and the database opened unless given.
    func assemble(
        _ watched: WatchedUpstreams? = nil, database: OpenedDatabase? = nil,
        logger: Logger = Logger(label: "nextstop.server")
    ) async throws -> AssembledServer {
        let watched = try watched ?? WatchedUpstreams(settings, systems: systems, upstreamSettings: upstreamSettings)
        let database = if let database { database } else { try await openDatabase() }
        var server = AssembledServer(dependencies: try dependencies(watched, database: database))
        for system in systems {
            let part = try await system.serve(
                ServingContext(
                    settings: settings, watched: watched, dependencies: server.dependencies, database: database,
                    rejections: server.dependencies.operations.datasetRejections, publishing: publishing,
                    shared: server.shared, logger: logger))
            server.dependencies.systems.append(part.system)
            server.dependencies.publications += part.publications
            server.services += part.services
            server.shared.add(part.shared)
        }
        return server
    }

    /// What every system shares: the favourites and sessions of `database`, the operations watching `watched`, and the
    /// map settings.
    private func dependencies(_ watched: WatchedUpstreams, database: OpenedDatabase) throws -> ServerDependencies {
        var operations = ServerOperations(
            metrics: watched.metrics, upstreams: watched.monitor, rateLimiter: rateLimit.map { RateLimiter(limit: $0) })
        operations.database = database.health
        operations.trustedProxies = trustedProxies
        operations.allowedOrigins = allowedOrigins
        operations.polling = database.share
        var dependencies = ServerDependencies(favourites: database.store, operations: operations, systems: [])
        if let shared = database.sharedSessions { dependencies.sessions = shared }
        dependencies.maps = try MapSettings(environment)
        dependencies.push = try PushIdentity(dataDirectory: configuration.dataDirectory, environment: environment)
            .sender(transport: AsyncHTTPTransport())
        return dependencies
    }

    /// The favourites database, migrated: `--database`'s, else the data directory's SQLite file.
    func openDatabase() async throws -> OpenedDatabase {
        try await (database ?? .sqlite(path: configuration.databasePath)).open()
    }

    /// The configuration with every setting the systems read.
    var settings: LaunchSettings { LaunchSettings(configuration: configuration, environment: environment) }
}

/// A server ready to run: its dependencies with every system, the services that keep them current, and what the
/// systems share (Hong Kong buses' network).
struct AssembledServer: Sendable {
    var dependencies: ServerDependencies
    var services: [any Service] = []
    var shared = ValuesByType()
}
