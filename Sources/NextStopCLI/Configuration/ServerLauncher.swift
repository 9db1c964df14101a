import Foundation
import Logging
import NextStopCore
import NextStopServer
import NextStopServices
import SQLiteStorage

/// Wires the real dependencies of `serve` and `demo` (network, live arrivals, the SQLite favourites store in the
/// data directory) and runs the server until SIGINT or SIGTERM.
struct ServerLauncher {
    let configuration: NextStopConfiguration
    let upstreams: LiveUpstreams
    let network: TransitNetwork
    let host: String
    let port: Int

    func run() async throws {
        let database: AppDatabase
        do {
            database = try AppDatabase.open(path: configuration.databasePath)
        } catch {
            throw CLIError("cannot open the database \(configuration.databasePath): \(error)")
        }
        let dependencies = ServerDependencies(
            network: network,
            arrivals: ArrivalsService(network: network, kmb: upstreams.kmb, citybus: upstreams.citybus),
            favourites: SQLiteFavouritesStore(database: database))
        let runner = ServerRunner(
            dependencies: dependencies, host: host, port: port, logger: Logger(label: "nextstop.server"))
        let shownHost = host == "0.0.0.0" ? "127.0.0.1" : host
        try await runner.run { bound in
            Console.line("NextStop serving the web app at http://\(shownHost):\(bound)/ (Ctrl-C stops)")
        }
    }
}
