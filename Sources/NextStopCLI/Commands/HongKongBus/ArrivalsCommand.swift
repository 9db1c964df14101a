import ArgumentParser
import HongKongBus
import NextStopCore

/// `nextstop hk arrivals --stop ID` (or `eta`, its former name): live arrivals at a stop, of every route or one.
struct ArrivalsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrivals", abstract: "Live arrivals at a stop (KMB or Citybus), optionally of one route.",
        aliases: ["eta"])

    @Option(help: "Stop id (16 characters for KMB, 6 digits for Citybus).")
    var stop: String

    @Option(help: "Only this route number.")
    var route: String?

    @OptionGroup var options: QueryOptions
    @OptionGroup var watchOptions: WatchOptions

    func run() async throws {
        let context = try await options.context()
        guard let stopRecord = context.network.stop(stop) else { throw CLIError("unknown stop \(stop)") }
        let service = ArrivalsService(network: context.network, sources: context.upstreams.arrivalSources)
        try await watchOptions.show {
            let arrivals = try await service.arrivals(atStop: stop, route: route)
            if options.json { return try JSONOutput.text(ArrivalsJSON(stop: stopRecord, arrivals: arrivals)) }
            return ArrivalsTable(stop: stopRecord, arrivals: arrivals, language: context.language).text
        }
    }
}
