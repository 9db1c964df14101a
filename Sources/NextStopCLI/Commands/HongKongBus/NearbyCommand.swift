import ArgumentParser
import HongKongBus
import NextStopCore

/// `nextstop nearby --lat --lon`: stops and routes near a place, with their next arrivals.
struct NearbyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearby", abstract: "Stops and routes near a location (1 km, falling back to 3 km).")

    @Option(parsing: .unconditional, help: "Latitude in degrees.")
    var lat: Double

    @Option(parsing: .unconditional, help: "Longitude in degrees.")
    var lon: Double

    @Option(parsing: .unconditional, help: "Search radius in metres (default 1000, falling back to 3000 when nothing is near).")
    var radius: Double?

    @Option(parsing: .unconditional, help: "Most stops and routes to list.")
    var limit = 20

    @Flag(help: "Fetch each route's next arrivals at its nearest stop (always on with --watch).")
    var arrivals = false

    @OptionGroup var options: QueryOptions
    @OptionGroup var watchOptions: WatchOptions

    func validate() throws {
        guard (-90...90).contains(lat) else { throw ValidationError("--lat must be between -90 and 90") }
        guard (-180...180).contains(lon) else { throw ValidationError("--lon must be between -180 and 180") }
        if let radius, !(1...10_000).contains(radius) {
            throw ValidationError("--radius must be between 1 and 10000 metres")
        }
        guard (1...200).contains(limit) else { throw ValidationError("--limit must be between 1 and 200") }
    }

    func run() async throws {
        let context = try await options.context()
        let result = try context.network.nearby(Coordinate(latitude: lat, longitude: lon), radius: radius, limit: limit)
        let service = ArrivalsService(network: context.network, sources: context.upstreams.arrivalSources)
        let withArrivals = arrivals || watchOptions.watch
        try await watchOptions.show {
            var answer = NearbyJSON(result, in: context.network)
            if withArrivals { answer.attach(await service.arrivals(for: NearbyJSON.arrivalRequests(for: result)), from: result) }
            if options.json { return try JSONOutput.text(answer) }
            return NearbyTable(answer: answer, language: context.language, withArrivals: withArrivals).text
        }
    }
}

/// The readable form of a nearby answer.
struct NearbyTable {
    let answer: NearbyJSON
    let language: Language
    let withArrivals: Bool

    var text: String {
        guard !answer.stops.isEmpty else {
            let outside = answer.radiusM >= 3_000 ? ": the place is outside Hong Kong's bus network" : ""
            return "no stop within \(answer.radiusM) m of \(answer.lat), \(answer.lon)\(outside)"
        }
        var stops = TextTable("m", "code", "stop", "name")
        for stop in answer.stops {
            let extra = stop.sameSpot.isEmpty ? "" : " (+\(stop.sameSpot.count) at the same spot)"
            stops.add(String(stop.distanceM), stop.code ?? "", stop.id, stop.name[language] + extra)
        }
        var routes =
            withArrivals
            ? TextTable("m", "route", "operator", "to", "at", "next") : TextTable("m", "route", "operator", "to", "at")
        for row in answer.routes {
            var cells = [
                String(row.distanceM), row.variant.route, row.variant.company, row.variant.destination[language],
                row.stop.name[language],
            ]
            if withArrivals { cells.append(next(row)) }
            routes.rows.append(cells)
        }
        return """
            within \(answer.radiusM) m of \(answer.lat), \(answer.lon): \(answer.stops.count) stops, \(answer.routes.count) routes
            \(stops.rendered)

            \(routes.rendered)
            """
    }

    private func next(_ row: NearbyJSON.NearbyRouteJSON) -> String {
        if let error = row.arrivalsError { return "unavailable (\(error))" }
        let departures = row.departures ?? []
        guard !departures.isEmpty else { return "—" }
        let stale = departures.contains(where: \.stale) ? " (stale)" : ""
        return departures.map { departure in
            departure.minutes.map { "\($0)" } ?? (departure.eta == nil ? departure.remark[language] : "-")
        }.joined(separator: ", ") + (departures.contains { $0.minutes != nil } ? " min" : "") + stale
    }
}
