import ArgumentParser
import Foundation

/// `nextstop hk …`: the Hong Kong bus commands. Their old top-level names (`nextstop routes`, `nextstop eta`, …)
/// still work for this release, with a note on standard error naming the new one.
struct HongKongBusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hk",
        abstract: "Hong Kong buses (KMB and Citybus): routes, a route's stops, stops nearby, stop search, arrivals, trips.",
        subcommands: [
            RoutesCommand.self, RouteCommand.self, NearbyCommand.self, StopsCommand.self, EtaCommand.self, TripCommand.self,
        ])

    /// The names the bus commands had at the top level before they moved under `hk`.
    static let formerTopLevelNames: Set<String> = Set(
        configuration.subcommands.map { $0.configuration.commandName ?? "" })

    /// `arguments` (without the program's name) with a former top-level bus command moved under `hk`, and the note
    /// that says so; unchanged, without a note, otherwise.
    static func movingFormerName(_ arguments: [String]) -> (arguments: [String], note: String?) {
        guard let first = arguments.first, formerTopLevelNames.contains(first) else { return (arguments, nil) }
        let note = "note: `nextstop \(first)` is now `nextstop hk \(first)`; the old name goes in the next release"
        return (["hk"] + arguments, note)
    }
}
