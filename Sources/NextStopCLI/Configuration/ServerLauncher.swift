import Collector
import Foundation
import Logging
import NextStopCore
import NextStopServer
import NextStopServices
import Providers
import SQLiteStorage

/// Wires the real dependencies of `serve` and `demo` (the upstreams watched by metrics and health, the network,
/// live arrivals, the SQLite favourites store in the data directory) and runs the server until SIGINT or SIGTERM.
struct ServerLauncher {
    let configuration: NextStopConfiguration
    let address: (host: String, port: Int)
    var upstreamSettings = UpstreamSettings()
    var collectorSettings = CollectorSettings()
    /// Requests per minute each client may make; `nil` for no limit.
    var rateLimit: RateLimit? = .standard

    /// Serves until SIGINT or SIGTERM, printing the address once listening.
    func run() async throws {
        let runner = ServerRunner(
            dependencies: try await dependencies(), host: address.host, port: address.port,
            logger: Logger(label: "nextstop.server"))
        let shownHost = address.host == "0.0.0.0" ? "127.0.0.1" : address.host
        try await runner.run { bound in
            Console.line("NextStop serving the web app at http://\(shownHost):\(bound)/ (Ctrl-C stops)")
        }
    }

    /// The server's dependencies, collecting a dataset first when the data directory has none.
    func dependencies() async throws -> ServerDependencies {
        let metrics = ServerMetrics()
        let monitor = UpstreamMonitor(
            upstreams: [
                .init(name: "KMB", baseURL: configuration.upstreams.kmb),
                .init(name: "Citybus", baseURL: configuration.upstreams.citybus),
            ],
            metrics: metrics)
        let upstreams = LiveUpstreams(urls: configuration.upstreams, settings: upstreamSettings, observer: monitor)
        let dataset = try await NetworkLoader(
            configuration: configuration, upstreams: upstreams, collectorSettings: collectorSettings
        ).loadDataset()
        let network = TransitNetwork(dataset.network)
        return ServerDependencies(
            network: network,
            arrivals: ArrivalsService(network: network, kmb: upstreams.kmb, citybus: upstreams.citybus, observer: metrics),
            favourites: SQLiteFavouritesStore(database: try openDatabase()),
            operations: ServerOperations(
                metrics: metrics, upstreams: monitor,
                dataset: DatasetInfo(version: String(dataset.metadata.version), generatedAt: dataset.metadata.generatedAt),
                rateLimiter: rateLimit.map { RateLimiter(limit: $0) }))
    }

    private func openDatabase() throws -> AppDatabase {
        do {
            return try AppDatabase.open(path: configuration.databasePath)
        } catch {
            throw CLIError("cannot open the database \(configuration.databasePath): \(error)")
        }
    }
}
