import ArgumentParser
import Bikes
import Foundation
import LiveTransport
import NextStopCore
import Providers

/// `nextstop bikes`: a bike system's docks: London's from TfL, or a GBFS system's.
struct BikesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bikes", abstract: "Bikes: docks near a place, one dock, or your favourites, in London or a GBFS system.",
        subcommands: [BikesNearCommand.self, BikesDockCommand.self, BikesFavouritesCommand.self])
}

/// What every bikes command shares: which system, where its upstream is, and the output format.
struct BikesOptions: ParsableArguments {
    @Option(help: "The bike system: london, or a GBFS system $NEXTSTOP_BIKES names (or --gbfs gives).")
    var system = BikeSystem.londonID

    @Option(help: "The GBFS system's gbfs.json (default: its URL in $NEXTSTOP_BIKES).")
    var gbfs: String?

    @Option(help: "TfL API base URL (default: $NEXTSTOP_TFL_URL, else https://api.tfl.gov.uk).")
    var tflURL: String?

    @Flag(help: "Print JSON (the documented contract) instead of a table.")
    var json = false

    /// The system's favourites key.
    var favouritesKey: String { BikeSystem.favouritesKey(system) }

    /// Where the system's counts come from, as errors name it.
    var source: String { system == BikeSystem.londonID ? "TfL" : system }

    /// A TfL client over the live transport, with the app key when one is configured, and the 4 s budget of an answer
    /// someone waits on (the server's poller, which nobody waits on, keeps the client's longer default).
    func client(environment: Environment = Environment()) throws -> TfLClient {
        let urls = try UpstreamURLs(
            environment: environment, flags: [URLFlag(setting: .tflURL, value: tflURL, name: "--tfl-url")])
        return TfLClient(
            baseURL: urls[.tflURL], transport: LiveUpstreams(urls: urls).transport,
            appKey: try APIKeySetting.tfl.key(environment: environment), timeout: 4)
    }

    /// Every dock of the system, fetched now, with the answer's feed state.
    func snapshot(environment: Environment = Environment()) async throws -> (DockSnapshot, DockFeedStatus) {
        let snapshot: DockSnapshot
        if system == BikeSystem.londonID {
            snapshot = DockSnapshot(docks: try await client(environment: environment).bikePoints().docks, fetchedAt: Date())
        } else {
            let list = try await gbfsClient(environment: environment).docks()
            snapshot = DockSnapshot(docks: list.docks, fetchedAt: Date(), alerts: list.alerts)
        }
        let status = DockFeedStatus(
            fetchedAt: snapshot.fetchedAt, frozen: snapshot.freshness.isFrozen,
            alerts: snapshot.alerts.filter { $0.isActive(at: snapshot.fetchedAt) })
        return (snapshot, status)
    }

    /// The dock with `id`, or nil when the system does not list it: London's asked of TfL alone.
    func dock(id: String) async throws -> Dock? {
        guard system == BikeSystem.londonID else { return try await snapshot().0.dock(id: id) }
        return try await client().dock(id: id)
    }

    /// A client of the GBFS system, at `--gbfs` or where `NEXTSTOP_BIKES` puts it.
    private func gbfsClient(environment: Environment) throws -> GBFSClient {
        let url: URL
        if let gbfs {
            url = try ConfiguredBikeSystem.parse("\(system)=\(gbfs)").discoveryURL
        } else if let configured = try ConfiguredBikeSystem.all(in: environment).first(where: { $0.id == system }) {
            url = configured.discoveryURL
        } else {
            throw CLIError(
                "--system \(system.prefix(40)) is neither london nor a system NEXTSTOP_BIKES names; give its --gbfs URL")
        }
        return GBFSClient(discoveryURL: url, transport: AsyncHTTPTransport(), timeout: 4)
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
        let (snapshot, status) = try await options.snapshot()
        let docks = snapshot.docks(near: Coordinate(latitude: lat, longitude: lon), limit: limit)
        let answer = DocksAnswerJSON(docks: docks.map(DockJSON.init), status: status)
        Console.line(try options.render(answer) { DockTable(docks: docks.map { ($0.dock, $0.metres) }, status: status).text })
    }
}

/// `nextstop bikes dock ID`: one dock.
struct BikesDockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dock", abstract: "One dock by its id in the system (BikePoints_1 in London).")

    @Argument(help: "The dock's id, like BikePoints_1.")
    var id: String

    @OptionGroup var options: BikesOptions

    func run() async throws {
        guard let dock = try await options.dock(id: id) else {
            throw CLIError("dock \(id.quotedInError) is not in \(options.source)'s list")
        }
        let status = DockFeedStatus(fetchedAt: Date())
        let answer = DockAnswerJSON(dock: DockJSON(dock), status: status)
        Console.line(try options.render(answer) { DockTable(docks: [(dock, nil)], status: status).text })
    }
}
