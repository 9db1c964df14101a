import ArgumentParser
import Bikes
import Foundation
import NextStopCore
import NextStopServer
import SQLiteStorage

/// Which device's favourites a command reads or changes, and the favourites store in the data directory that the
/// server uses too.
struct DeviceFavouritesOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "The device token of a linked device (default: $NEXTSTOP_DEVICE_TOKEN).")
    var token: String?

    @OptionGroup var dataOptions: DataOptions

    /// The store and the device's token hash; one line when the token is missing or malformed.
    func store(environment: Environment = Environment()) throws -> (SQLiteFavouritesStore, String) {
        guard let token = token ?? environment[.deviceToken], let hash = deviceTokenHash(token) else {
            throw CLIError("give a device token with --device or $NEXTSTOP_DEVICE_TOKEN (16 to 128 base64url characters)")
        }
        let configuration = try dataOptions.configuration(environment: environment)
        return (SQLiteFavouritesStore(database: try AppDatabase.open(path: configuration.databasePath)), hash)
    }

    /// The store, the device's owner and its favourite of the dock `dockID` of bike system `system`; one line when
    /// the dock is not among the device's favourites. Only the favourites are asked, so a dock the system no longer
    /// lists is still found.
    func savedDock(_ dockID: String, of system: String) async throws -> (
        store: SQLiteFavouritesStore, owner: OwnerID, favourite: Favourite
    ) {
        let (store, hash) = try store()
        guard let owner = try await store.owner(ofDevice: hash),
            let favourite = try await store.favourites(of: owner).first(where: {
                BikeFavourite($0.item, system: BikeSystem.favouritesKey(system))?.dockID == dockID
            })
        else {
            throw CLIError("dock \(dockID.quotedInError) is not among your favourites")
        }
        return (store, owner, favourite)
    }
}

/// `nextstop bikes favourites add ID`: saves a dock the system lists as one of the device's favourites.
struct BikesFavouriteAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Save a dock (by its id in the system, like BikePoints_1) as a favourite.")

    @Argument(help: "The dock's id, like BikePoints_1 in London.")
    var id: String

    @Option(help: "A name of your own for it.")
    var label: String?

    @OptionGroup var device: DeviceFavouritesOptions
    @OptionGroup var options: BikesOptions

    func run() async throws {
        let (store, hash) = try device.store()
        guard let dock = try await options.dock(id: id) else {
            throw CLIError("dock \(id.quotedInError) is not in \(options.source)'s list")
        }
        let owner = try await store.owner(ofDevice: hash)
        if let owner,
            try await store.favourites(of: owner).contains(where: {
                BikeFavourite($0.item, system: options.favouritesKey)?.dockID == id
            })
        {
            Console.line("\(dock.name) (\(id)) is already a favourite")
            return
        }
        let now = Date()
        _ = try await store.addFavourite(
            NewFavourite(
                item: BikeFavourite(system: options.favouritesKey, dockID: id).item, label: label),
            for: owner.map(FavouritesWriter.owner) ?? .newDevice(tokenHash: hash, at: now), at: now)
        Console.line("added \(dock.name) (\(id)) to your favourites")
    }
}

/// `nextstop bikes favourites remove ID`: removes a dock from the device's favourites.
struct BikesFavouriteRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a dock (by its id in the system) from your favourites.")

    @Argument(help: "The dock's id, like BikePoints_1.")
    var id: String

    @Option(help: "The bike system: london, or a GBFS system's id.")
    var system = BikeSystem.londonID

    @OptionGroup var device: DeviceFavouritesOptions

    func run() async throws {
        let (store, owner, favourite) = try await device.savedDock(id, of: system)
        try await store.deleteFavourite(favourite.id, for: owner)
        Console.line("removed \(id) from your favourites")
    }
}
