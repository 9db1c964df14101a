import ArgumentParser
import Foundation

/// `nextstop hk …`: the Hong Kong bus commands. Their old top-level names (`nextstop routes`, `nextstop eta`, …)
/// still work for this release, with a note on standard error naming the new one; `eta` is `arrivals` now.
struct HongKongBusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hk",
        abstract:
            "Hong Kong buses (KMB and Citybus): routes, a route's stops, stops nearby, stop search, arrivals, trips; "
            + "the MTR's next trains.",
        subcommands: [
            RoutesCommand.self, RouteCommand.self, NearbyCommand.self, StopsCommand.self, ArrivalsCommand.self, TripCommand.self,
            MTRCommand.self,
        ])

    /// The name under `hk` of each name a bus command had at the top level before it moved there.
    static let formerTopLevelNames: [String: String] = Dictionary(
        uniqueKeysWithValues: configuration.subcommands.flatMap { command in
            let name = command.configuration.commandName ?? ""
            return ([name] + command.configuration.aliases).map { ($0, name) }
        })

    /// `arguments` (without the program's name) with a former top-level bus command moved under `hk`, and the note
    /// that says so; unchanged, without a note, otherwise.
    static func movingFormerName(_ arguments: [String]) -> (arguments: [String], note: String?) {
        guard let first = arguments.first, let name = formerTopLevelNames[first] else { return (arguments, nil) }
        let note = "note: `nextstop \(first)` is now `nextstop hk \(name)`; the old name goes in the next release"
        return (["hk"] + arguments, note)
    }
}
