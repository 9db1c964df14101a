import ArgumentParser
import HongKongBus
import NextStopCore

/// `LAT,LON`, a stop id, or `group:` and a stop id for every stop of its name around it, as the ends of a trip are
/// given.
struct TripEndArgument: ExpressibleByArgument {
    let end: TripEnd

    init?(argument: String) {
        if let place = CoordinateArgument(argument: argument) {
            end = .place(place.coordinate)
        } else if let written = TripEnd(stopWritten: argument),
            written.stopID?.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) == true
        {
            end = written
        } else {
            return nil
        }
    }
}

/// `nextstop hk trip --from A --to B`: the bus routes from one place or stop to another, direct or with one change.
struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract:
            "Bus routes from A to B (places as LAT,LON, stop ids, or group:ID for the stops of a name), direct or with one change."
    )

    @Option(parsing: .unconditional, help: "Where from: LAT,LON, a stop id, or group:ID for every stop of its name around it.")
    var from: TripEndArgument

    @Option(parsing: .unconditional, help: "Where to: LAT,LON, a stop id, or group:ID for every stop of its name around it.")
    var to: TripEndArgument

    @Option(help: "Most options to list.")
    var limit = 5

    @Flag(help: "Fetch the next departures of each option's first bus at its boarding stop.")
    var arrivals = false

    @OptionGroup var options: QueryOptions

    func validate() throws {
        guard (1...20).contains(limit) else { throw ValidationError("--limit must be between 1 and 20") }
    }

    func run() async throws {
        let context = try await options.context()
        let plan = try context.network.trips(from: from.end, to: to.end, limit: limit)
        var answer = TripPlanJSON(plan, in: context.network)
        if arrivals {
            let service = ArrivalsService(network: context.network, sources: context.upstreams.arrivalSources)
            answer.attach(await service.arrivals(for: TripPlanJSON.arrivalRequests(for: plan)))
        }
        if options.json {
            try JSONOutput.print(answer)
        } else {
            Console.line(TripTable(answer: answer, language: context.language).text)
        }
    }
}
