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

/// `nextstop hk route ROUTE`: a route's stops in order, and the stop nearest a location.
struct RouteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route", abstract: "Show a route's stops in order (both operators, either direction).")

    @Argument(help: "Route number, e.g. 1A.")
    var route: String

    @Option(help: "KMB or CTB (default: every operator that runs it; with --json, the first).")
    var company: Company?

    @Option(help: "outbound (O) or inbound (I) (default: outbound).")
    var direction: Direction?

    @Option(help: "Service type (KMB special departures are 2–9).")
    var serviceType: Int?

    @Option(parsing: .unconditional, help: "LAT,LON: mark the nearest stop within 1 km.")
    var near: CoordinateArgument?

    @OptionGroup var options: QueryOptions

    func run() async throws {
        let context = try await options.context()
        let candidates = context.network.findRoute(route, company: company, direction: direction)
            .filter { serviceType == nil || $0.serviceType == serviceType }
        guard let first = candidates.first else {
            throw CLIError("no route \(route.uppercased())\(company.map { " of \($0.rawValue)" } ?? "") with those options")
        }
        if options.json {
            return try JSONOutput.print(RouteDetailJSON(try context.network.routeDetail(first.key, near: near?.coordinate)))
        }
        // When both operators run the number, each one's variant is shown, not just the first found.
        var shownCompanies: Set<Company> = []
        let shown = candidates.filter { shownCompanies.insert($0.company).inserted }
        var tables: [String] = []
        for variant in shown {
            let detail = try context.network.routeDetail(variant.key, near: near?.coordinate)
            tables.append(table(of: variant, detail, language: context.language))
        }
        print(tables.joined(separator: "\n\n"))
        let others = candidates.filter { !shown.contains($0) }.map(\.key.description)
        if !others.isEmpty { print("also: \(Array(Set(others)).sorted().joined(separator: ", "))") }
    }

    /// One variant's heading and its stops, the nearest marked.
    private func table(of variant: RouteVariant, _ detail: RouteDetail, language: Language) -> String {
        var table = TextTable("seq", "code", "stop", "name")
        for (index, stop) in detail.stops.enumerated() {
            let marker = index == detail.nearestStopIndex ? "  ← nearest" : ""
            table.add(String(index + 1), stop.riderCode ?? "", stop.id, stop.name[language] + marker)
        }
        let opposite = detail.oppositeDirection.map { "\nopposite direction: \($0)" } ?? ""
        return """
            \(variant.company.rawValue) \(variant.route)  \(variant.origin[language]) → \(variant.destination[language])
            \(table.rendered)\(opposite)
            """
    }
}
