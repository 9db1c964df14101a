import ArgumentParser
import Foundation
import LondonBikes
import NextStopCore
import NextStopServer
import SQLiteStorage

extension FavouriteOrder: ExpressibleByArgument {}

/// `nextstop bikes favourites`: a device's favourite docks, from the favourites store in the data directory, with
/// counts fetched now.
struct BikesFavouritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favourites",
        abstract: "Your favourite docks (those of the device whose token is given), sorted by distance, name or hand.")

    @Option(help: "Order: distance (from --near), name or manual.")
    var sort = FavouriteOrder.distance

    @Option(parsing: .unconditional, help: "Where you are, as LAT,LON, for distances.")
    var near: CoordinateArgument?

    @Option(help: "The device token of a linked device (default: $NEXTSTOP_DEVICE_TOKEN).")
    var device: String?

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var options: BikesOptions
    @OptionGroup var watchOptions: WatchOptions

    func run() async throws {
        if let near, !near.coordinate.isValid { throw CLIError("--near must be LAT,LON within range") }
        let token = device ?? Environment()["NEXTSTOP_DEVICE_TOKEN"]
        guard let token, let hash = deviceTokenHash(token) else {
            throw CLIError("give a device token with --device or $NEXTSTOP_DEVICE_TOKEN (16 to 128 base64url characters)")
        }
        let configuration = try dataOptions.configuration()
        let store = SQLiteFavouritesStore(database: try AppDatabase.open(path: configuration.databasePath))
        let client = try options.client()
        var watch = ShortageWatch()
        try await watchOptions.show {
            var saved: [Favourite] = []
            if let owner = try await store.owner(ofDevice: hash) { saved = try await store.favourites(of: owner) }
            let rows = saved.compactMap { favourite in
                BikeFavourite(favourite.item).map { (favourite.id, $0.dockID, favourite.label) }
            }
            let (snapshot, status) = try await options.snapshot(client)
            let favourites = snapshot.favouriteDocks(rows, from: near?.coordinate, order: sort)
            let alerts = watch.alerts(for: rows.map { $0.1 }, in: snapshot)
            let answer = FavouriteDocksJSON(favourites: favourites, alerts: alerts, order: sort, status: status)
            return try options.render(answer) {
                let table = DockTable(docks: favourites.compactMap { row in row.dock.map { ($0, row.metres) } }, status: status)
                let missing = favourites.filter { $0.dock == nil }.map { "\($0.dockID) is no longer in TfL's list" }
                let short = alerts.map {
                    "\($0.dock.name) has no \($0.missing.rawValue.replacingOccurrences(of: "_", with: " "))"
                }
                return ([table.text] + missing + short).joined(separator: "\n")
            }
        }
    }
}
