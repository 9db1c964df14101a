import Caltrain
import Collector
import DatasetDistribution
import Foundation
import GTFS
import HongKongBus
import LiveTransport
import Logging
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers
import ServiceLifecycle

/// Wires the real dependencies of `serve` and `demo` (the upstreams watched by metrics and health, the network,
/// live arrivals, the favourites store (SQLite, or PostgreSQL with `--database`), the published datasets, each system's
/// poller) and runs the server until SIGINT or SIGTERM.
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
    /// Where the Caltrain timetable comes from (`NEXTSTOP_CALTRAIN_GTFS_URL`, else Trillium's feed).
    var caltrainFeed = CaltrainFeedSetting.source(flag: nil)
    /// Caltrain's live upstreams and the 511 budget.
    var caltrainLive = CaltrainLiveSetup()
    /// Where the Caltrain live settings not given as flags are read (the simulator's, for `demo`).
    var caltrainEnvironment = Environment()
    /// Where favourites are kept; nil for the data directory's SQLite file.
    var database: DatabaseSetting?

    var store: DatasetStore<HKBusDataset> { DatasetStore(dataDirectory: configuration.dataDirectory) }

    /// How long one server's download of a GTFS feed serves the others: a little under the day between checks, so
    /// that each day's first check downloads anew.
    static let sharedFeedLifetime: TimeInterval = 23 * 3_600

    /// Serves until SIGINT or SIGTERM, printing the address once listening.
    func run() async throws {
        let logger = Logger(label: "nextstop.server")
        let database = try await openDatabase()
        let watched = WatchedUpstreams(
            configuration: configuration, settings: upstreamSettings, sharing: database.sharing,
            caltrain: try caltrainLive.urls(environment: caltrainEnvironment), caltrainFeed: caltrainFeed.url)
        let mirrored = try await mirrorFirstIfEmpty()
        var dependencies = try await dependencies(watched, database: database, serving: mirrored)
        var services: [any Service] = []
        if let leadership = database.leadership { services.append(PollLeadershipService(leadership: leadership)) }
        if let tally = database.tally, let limiter = dependencies.operations.rateLimiter {
            services.append(ClusterRateLimit(limiter: limiter, tally: tally))
        }
        let rejections = dependencies.operations.datasetRejections
        let caltrain = caltrainTimetable(
            logger: logger, rejections: rejections,
            transport: watched.caltrainFeedTransport(lifetime: Self.sharedFeedLifetime))
        dependencies.caltrain = caltrain.timetables
        if let refresh = caltrain.refresh { services.append(refresh) }
        let feed = try caltrainLiveFeed(caltrain.timetables, watched: watched)
        dependencies.caltrainLive = feed
        services.append(CaltrainPollService(feed: feed))
        let bikes = try bikes(watched, rejections: rejections)
        dependencies.bikes = bikes.feed
        dependencies.bikeAlerts = ShortageWatches(
            file: ShortageWatches.file(in: configuration.dataDirectory), shared: database.sharedSessions)
        dependencies.mapTilesURL = bikes.mapTiles
        services.append(bikes.poller)
        let ask = askHongKong(watched, rejections: rejections)
        dependencies.observatory = ask.observatory
        dependencies.airQuality = ask.airQuality
        services.append(ask.poller)
        let publisher = signingKey.map { DatasetPublisher(store: store, key: $0) }
        try publisher?.signCurrent()
        services += datasetServices(dependencies.live, watched: watched, publisher: publisher, logger: logger)
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

    /// The server's dependencies, serving `dataset` when given, else the current one, collecting a dataset first
    /// when the data directory has none; the database is opened unless given.
    func dependencies(
        _ watched: WatchedUpstreams? = nil, database: OpenedDatabase? = nil,
        serving dataset: LoadedDataset<HKBusDataset>? = nil
    ) async throws -> ServerDependencies {
        let watched = watched ?? WatchedUpstreams(configuration: configuration, settings: upstreamSettings)
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
        var dependencies = ServerDependencies(
            live: LiveNetwork(watched.served(dataset)), favourites: favourites.store, operations: operations,
            publications: [DatasetPublication(store: store)])
        if let shared = favourites.sharedSessions { dependencies.sessions = shared }
        return dependencies
    }

    /// The favourites database, migrated: `--database`'s, else the data directory's SQLite file.
    func openDatabase() async throws -> OpenedDatabase {
        try await (database ?? .sqlite(path: configuration.databasePath)).open()
    }

    /// The Caltrain timetable in service at once, without waiting on the network: a feed on disk is read now; a feed
    /// URL's last good copy in the data directory is served (none: the section says the timetable is not available)
    /// while the returned service checks the URL in the background, then once a day, noting refused feeds in
    /// `rejections`. The download goes through `transport`: in a cluster, shared, so that one server fetches the feed
    /// each day and the others take its copy from the database.
    func caltrainTimetable(
        logger: Logger, rejections: DatasetRejections? = nil, transport: any HTTPTransport = AsyncHTTPTransport()
    ) -> (timetables: CurrentTimetable, refresh: CaltrainTimetableRefresh?) {
        guard
            let cache = caltrainFeed.cache(
                name: "caltrain", dataDirectory: configuration.dataDirectory, transport: transport)
        else {
            do {
                let feed = try GTFSFeed(contentsOf: URL(fileURLWithPath: caltrainFeed.text))
                return (CurrentTimetable(CaltrainTimetable(feed: feed)), nil)
            } catch {
                logger.warning("the Caltrain timetable is not available", metadata: ["reason": "\(error)"])
                return (CurrentTimetable(), nil)
            }
        }
        var lastGood: CaltrainTimetable?
        if FileManager.default.fileExists(atPath: cache.file.path) {
            do {
                lastGood = CaltrainTimetable(feed: try GTFSFeed(contentsOf: cache.file))
            } catch {
                logger.warning("the kept Caltrain feed does not load", metadata: ["reason": "\(error)"])
            }
        }
        let timetables = CurrentTimetable(lastGood)
        return (
            timetables,
            CaltrainTimetableRefresh(cache: cache, timetables: timetables, rejections: rejections, logger: logger)
        )
    }

    /// The one Caltrain poller, saying on the console what is on and what is off.
    private func caltrainLiveFeed(_ timetables: CurrentTimetable, watched: WatchedUpstreams) throws -> CaltrainLiveFeed {
        let sources = try caltrainLive.sources(
            environment: caltrainEnvironment, transport: watched.caltrainTransport, sharing: watched.sharing)
        if sources.realtime == nil {
            Console.line("Caltrain: timetable only (set NEXTSTOP_511_KEY or NEXTSTOP_511_KEY_FILE for real-time and alerts)")
        }
        if sources.events == nil { Console.line("Caltrain: events off (set NEXTSTOP_TICKETMASTER_KEY to show them)") }
        return CaltrainLiveFeed(
            timetables: timetables, sources: sources, time: SystemTimeSource(), settings: caltrainLive.settings,
            observer: watched.metrics)
    }
}
