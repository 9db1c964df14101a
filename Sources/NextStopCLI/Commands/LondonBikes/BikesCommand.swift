import ArgumentParser
import Foundation
import LondonBikes
import NextStopCore
import Providers

/// `nextstop bikes`: London's docks from TfL.
struct BikesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bikes", abstract: "London bikes: TfL docks near a place, one dock, or your favourites.",
        subcommands: [BikesNearCommand.self, BikesDockCommand.self, BikesFavouritesCommand.self])
}

/// What every bikes command shares: where TfL is, and the output format.
struct BikesOptions: ParsableArguments {
    @Option(help: "TfL API base URL (default: $NEXTSTOP_TFL_URL, else https://api.tfl.gov.uk).")
    var tflURL: String?

    @Flag(help: "Print JSON (the documented contract) instead of a table.")
    var json = false

    /// A TfL client over the live transport, with the app key when one is configured, and the 4 s budget of an answer
    /// someone waits on (the server's poller, which nobody waits on, keeps the client's longer default).
    func client(environment: Environment = Environment()) throws -> TfLClient {
        let urls = try UpstreamURLs(
            environment: environment, flags: [URLFlag(setting: .tflURL, value: tflURL, name: "--tfl-url")])
        return TfLClient(
            baseURL: urls[.tflURL], transport: LiveUpstreams(urls: urls).transport,
            appKey: try APIKeySetting.tfl.key(environment: environment), timeout: 4)
    }

    /// Every dock, fetched now, with the answer's feed state.
    func snapshot(_ client: TfLClient) async throws -> (DockSnapshot, DockFeedStatus) {
        let snapshot = DockSnapshot(docks: try await client.bikePoints().docks, fetchedAt: Date())
        return (snapshot, DockFeedStatus(fetchedAt: snapshot.fetchedAt, frozen: snapshot.freshness.isFrozen))
    }

    /// The answer as JSON, or as the table `table` draws.
    func render(_ answer: some JSONWritable, table: () -> String) throws -> String {
        json ? try JSONOutput.text(answer) : table()
    }
}

/// `nextstop bikes near --lat --lon`: the docks nearest a place.
struct BikesNearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "near", abstract: "The docks nearest a place, nearest first.")

    // Unconditional, so London's negative longitudes (`--lon -0.12`) are read as values, not as flags.
    @Option(parsing: .unconditional, help: "Latitude in degrees.")
    var lat: Double

    @Option(parsing: .unconditional, help: "Longitude in degrees.")
    var lon: Double

    @Option(help: "Most docks to list.")
    var limit = 10

    @OptionGroup var options: BikesOptions

    func run() async throws {
        // Checked here rather than in `validate()`, so bad input is one line without the usage text.
        guard Coordinate(latitude: lat, longitude: lon).isValid else {
            throw CLIError("--lat must be from -90 to 90 and --lon from -180 to 180")
        }
        guard (1...100).contains(limit) else { throw CLIError("--limit must be between 1 and 100") }
        let (snapshot, status) = try await options.snapshot(try options.client())
        let docks = snapshot.docks(near: Coordinate(latitude: lat, longitude: lon), limit: limit)
        let answer = DocksAnswerJSON(docks: docks.map(DockJSON.init), status: status)
        Console.line(try options.render(answer) { DockTable(docks: docks.map { ($0.dock, $0.metres) }, status: status).text })
    }
}

/// `nextstop bikes dock ID`: one dock.
struct BikesDockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dock", abstract: "One dock by its TfL id (BikePoints_1).")

    @Argument(help: "The dock's TfL id, like BikePoints_1.")
    var id: String

    @OptionGroup var options: BikesOptions

    func run() async throws {
        guard let dock = try await options.client().dock(id: id) else {
            throw CLIError("dock \(id.quotedInError) is not in TfL's list")
        }
        let status = DockFeedStatus(fetchedAt: Date())
        let answer = DockAnswerJSON(dock: DockJSON(dock), status: status)
        Console.line(try options.render(answer) { DockTable(docks: [(dock, nil)], status: status).text })
    }
}
