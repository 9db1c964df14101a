import ArgumentParser
import HongKongBus
import NextStopCore

extension Company: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.uppercased()) }
}

extension Direction: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "o", "outbound": self = .outbound
        case "i", "inbound": self = .inbound
        default: return nil
        }
    }
}

/// `nextstop route ROUTE`: a route's stops in order, and the stop nearest a location.
struct RouteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route", abstract: "Show a route's stops in order (both operators, either direction).")

    @Argument(help: "Route number, e.g. 1A.")
    var route: String

    @Option(help: "KMB or CTB (default: the first that runs it).")
    var company: Company?

    @Option(help: "outbound (O) or inbound (I) (default: outbound).")
    var direction: Direction?

    @Option(help: "Service type (KMB special departures are 2–9).")
    var serviceType: Int?

    @Option(help: "LAT,LON: mark the nearest stop within 1 km.")
    var near: CoordinateArgument?

    @OptionGroup var options: QueryOptions

    func run() async throws {
        let context = try await options.context()
        let candidates = context.network.findRoute(route, company: company, direction: direction)
            .filter { serviceType == nil || $0.serviceType == serviceType }
        guard let variant = candidates.first else {
            throw CLIError("no route \(route.uppercased())\(company.map { " of \($0.rawValue)" } ?? "") with those options")
        }
        let detail = try context.network.routeDetail(variant.key, near: near?.coordinate)
        if options.json { return try JSONOutput.print(RouteDetailJSON(detail)) }

        let language = context.language
        print("\(variant.company.rawValue) \(variant.route)  \(variant.origin[language]) → \(variant.destination[language])")
        var table = TextTable("seq", "stop", "name")
        for (index, stop) in detail.stops.enumerated() {
            let marker = index == detail.nearestStopIndex ? "  ← nearest" : ""
            table.add(String(index + 1), stop.id, stop.name[language] + marker)
        }
        print(table.rendered)
        let others = candidates.dropFirst().map(\.key.description) + (detail.oppositeDirection.map { [$0.description] } ?? [])
        if !others.isEmpty { print("also: \(Array(Set(others)).sorted().joined(separator: ", "))") }
    }
}
