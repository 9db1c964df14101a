import ArgumentParser
import HongKongBus
import NextStopCore

/// `nextstop hk nearby --lat --lon`: stops and routes near a place, with their next arrivals.
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
