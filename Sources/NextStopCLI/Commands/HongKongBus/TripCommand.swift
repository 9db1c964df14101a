import ArgumentParser
import HongKongBus
import NextStopCore

/// `LAT,LON` or a stop id, as the ends of a trip are given.
struct TripEndArgument: ExpressibleByArgument {
    let end: TripEnd

    init?(argument: String) {
        if let place = CoordinateArgument(argument: argument) {
            end = .place(place.coordinate)
        } else if !argument.isEmpty, argument.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            end = .stop(argument)
        } else {
            return nil
        }
    }
}

/// `nextstop trip --from A --to B`: the bus routes from one place or stop to another, direct or with one change.
struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip", abstract: "Bus routes from A to B (places as LAT,LON or stop ids), direct or with one change.")

    @Option(parsing: .unconditional, help: "Where from: LAT,LON or a stop id.")
    var from: TripEndArgument

    @Option(parsing: .unconditional, help: "Where to: LAT,LON or a stop id.")
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
