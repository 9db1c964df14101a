import ArgumentParser
import HongKongBus
import NextStopCore

/// `nextstop hk stops SEARCH`: stops by name (any of the three languages) or stop code.
struct StopsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stops", abstract: "Search stops by name in English or Chinese, or by stop code (WT916).")

    @Argument(help: "Part of a stop name, or a stop code.")
    var search: String

    @Option(help: "Most stops to show.")
    var limit = 20

    @OptionGroup var options: QueryOptions

    func validate() throws {
        guard (1...200).contains(limit) else { throw ValidationError("--limit must be between 1 and 200") }
    }

    func run() async throws {
        let context = try await options.context()
        let matches = try context.network.searchStops(search, limit: limit)
        if options.json { return try JSONOutput.print(StopSearchJSON(query: search, matches: matches, in: context.network)) }

        var table = TextTable("code", "stop", "name", "towards", "routes")
        for match in matches {
            table.add(
                match.stop.riderCode ?? "", match.stop.id, match.stop.name[context.language],
                context.network.heading(ofStop: match.stop.id)?.name[context.language] ?? "",
                match.routes.map(\.route).joined(separator: " "))
        }
        print(matches.isEmpty ? "no stop matches \"\(search)\"" : table.rendered)
    }
}
