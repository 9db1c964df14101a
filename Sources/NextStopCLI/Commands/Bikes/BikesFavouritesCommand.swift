import ArgumentParser
import Bikes
import Foundation
import NextStopCore
import NextStopServer
import SQLiteStorage

extension FavouriteOrder: ExpressibleByArgument {}

/// `nextstop bikes favourites [list|add|remove]`: a device's favourite docks in the favourites store of the data
/// directory, the one the server keeps them in.
struct BikesFavouritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favourites",
        abstract: "Your favourite docks: list them (the default), add or remove one, or set when one alerts.",
        subcommands: [
            BikesFavouritesListCommand.self, BikesFavouriteAddCommand.self, BikesFavouriteRemoveCommand.self,
            BikesFavouriteAlertsCommand.self,
        ],
        defaultSubcommand: BikesFavouritesListCommand.self)
}

/// `nextstop bikes favourites [list]`: a device's favourite docks with counts fetched now.
struct BikesFavouritesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Your favourite docks (those of the device whose token is given), sorted by distance, name or hand.")

    @Option(help: "Order: distance (from --near), name or manual.")
    var sort = FavouriteOrder.distance

    @Option(parsing: .unconditional, help: "Where you are, as LAT,LON, for distances.")
    var near: CoordinateArgument?

    @OptionGroup var device: DeviceFavouritesOptions
    @OptionGroup var options: BikesOptions
    @OptionGroup var watchOptions: WatchOptions

    func run() async throws {
        if let near, !near.coordinate.isValid { throw CLIError("--near must be LAT,LON within range") }
        let (store, hash) = try device.store()
        var watch = ShortageWatch()
        try await watchOptions.show {
            var saved: [Favourite] = []
            if let owner = try await store.owner(ofDevice: hash) { saved = try await store.favourites(of: owner) }
            let (snapshot, status) = try await options.snapshot()
            let favourites = snapshot.favouriteDocks(saved, of: options.favouritesKey, from: near?.coordinate, order: sort)
            let alerts = watch.alerts(for: favourites, in: snapshot)
            let answer = FavouriteDocksJSON(favourites: favourites, alerts: alerts, order: sort, status: status)
            return try options.render(answer) {
                let table = DockTable(docks: favourites.compactMap { row in row.dock.map { ($0, row.metres) } }, status: status)
                let missing = favourites.filter { $0.dock == nil }.map { "\($0.dockID) is no longer in \(options.source)'s list" }
                let short = alerts.map {
                    "\($0.dock.name): \($0.missing.counted($0.dock.counts.count(of: $0.missing) ?? 0)) left"
                }
                return ([table.text] + missing + short).joined(separator: "\n")
            }
        }
    }
}
