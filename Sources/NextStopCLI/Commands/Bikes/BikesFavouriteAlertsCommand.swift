import ArgumentParser
import Bikes
import Foundation
import NextStopCore

/// `nextstop bikes favourites alerts ID [--bikes N|off] [--ebikes N|off] [--spaces N|off]`: when a favourite dock
/// alerts, kind by kind, the levels kept with the favourite (the web app's dock page sets the same ones).
struct BikesFavouriteAlertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alerts",
        abstract: "Show or set when a favourite dock alerts: at or below how many bikes, e-bikes or spaces (or off).",
        discussion: "Kinds not given keep their level; a favourite never set alerts at 0 of each.")

    /// A level given on the command line: a count, or `off`.
    struct Level: ExpressibleByArgument {
        var count: Int?

        init?(argument: String) {
            if argument == "off" {
                count = nil
            } else if let count = Int(argument), ShortageThresholds.levels.contains(count) {
                self.count = count
            } else {
                return nil
            }
        }
    }

    @Argument(help: "The dock's id, like BikePoints_1 in London.")
    var id: String

    @Option(help: "Alert at or below this many bikes (0 to 50), or off.")
    var bikes: Level?

    @Option(help: "Alert at or below this many e-bikes (0 to 50), or off.")
    var ebikes: Level?

    @Option(help: "Alert at or below this many spaces (0 to 50), or off.")
    var spaces: Level?

    @Option(help: "The bike system: london, or a GBFS system's id.")
    var system = BikeSystem.londonID

    @OptionGroup var device: DeviceFavouritesOptions

    func run() async throws {
        let (store, owner, favourite) = try await device.savedDock(id, of: system)
        var thresholds = ShortageThresholds(settings: favourite.settings)
        let asked: [(DockResource, Level?)] = [(.bikes, bikes), (.eBikes, ebikes), (.spaces, spaces)]
        if asked.contains(where: { $0.1 != nil }) {
            var levels: [DockResource: Int] = [:]
            for (resource, level) in asked {
                if let count = level.map(\.count) ?? thresholds[resource] { levels[resource] = count }
            }
            thresholds = ShortageThresholds(levels)
            _ = try await store.setFavouriteSettings(thresholds.settings, of: favourite.id, for: owner)
        }
        let described = ShortageThresholds.watched.map { resource in
            thresholds[resource].map { "at or below \(resource.counted($0))" } ?? "not for \(resource.rawValue)"
        }
        Console.line("\(id) alerts " + described.joined(separator: ", "))
    }
}
