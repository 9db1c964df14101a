import ArgumentParser
import HongKongBus
import NextStopCore

/// `nextstop hk routes PREFIX`: routes whose number starts with a prefix, and the keys that may come next.
struct RoutesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes", abstract: "Search routes by number prefix across KMB and Citybus.")

    @Argument(help: "The start of a route number, e.g. 1 or 9C (empty lists every route).")
    var prefix = ""

    @OptionGroup var options: QueryOptions

    func run() async throws {
        let context = try await options.context()
        let result = context.network.routes(matching: prefix)
        if options.json { return try JSONOutput.print(RouteSearchJSON(result)) }

        var table = TextTable("route", "operator", "direction")
        for group in result.groups {
            for direction in group.directions {
                let specials = direction.specialDepartures.isEmpty ? "" : "  (+\(direction.specialDepartures.count) special)"
                table.add(
                    group.route, group.companies.map(\.rawValue).joined(separator: "+"),
                    "\(direction.origin[context.language]) → \(direction.destination[context.language])\(specials)")
            }
        }
        print(result.groups.isEmpty ? "no route starts with \"\(result.prefix)\"" : table.rendered)
        print("next keys: \(result.nextKeys.isEmpty ? "none" : result.nextKeys.map(String.init).joined(separator: " "))")
    }
}
