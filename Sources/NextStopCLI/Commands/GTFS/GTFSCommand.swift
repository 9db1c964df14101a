import ArgumentParser
import Foundation
import GTFS
import NextStopCore

/// `nextstop gtfs`: any agency's GTFS feed.
struct GTFSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gtfs", abstract: "Any agency's GTFS feed: what it holds, and departure boards.",
        subcommands: [GTFSInfoCommand.self, GTFSDeparturesCommand.self])
}

/// `nextstop gtfs info FEED`: agency, time zone, counts, version, validity and warnings.
struct GTFSInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "A feed's agency, time zone, counts, version, validity window and warnings.")

    @Argument(help: "The feed: a .zip, a folder or an http(s) URL.")
    var feed: String

    @OptionGroup var dataOptions: DataOptions

    func run() async throws {
        let loaded = try await GTFSFeedSource(text: feed).load(
            name: "info", dataDirectory: try dataOptions.configuration().dataDirectory)
        let feed = loaded.feed
        var lines = [
            "agency      \(feed.agencies.map(\.name).joined(separator: ", "))",
            "time zone   \(feed.timeZone.identifier)",
            "stops       \(feed.stops.count)", "routes      \(feed.routes.count)", "trips       \(feed.trips.count)",
            "stop times  \(feed.stopTimeCount)",
            "version     \(feed.feedInfo?.version ?? "—")",
            "valid       \(feed.validity?.description ?? "—")",
        ]
        if let warning = feed.expiryWarning(at: Date()) { lines.append("warning     \(warning)") }
        if let notice = loaded.notice { lines.append("warning     \(notice)") }
        if feed.warningCount > 0 {
            lines.append(
                "rows skipped \(feed.warningCount), first: \(feed.warnings.prefix(3).map(\.description).joined(separator: "; "))")
        }
        Console.line(lines.joined(separator: "\n"))
    }
}

/// `nextstop gtfs departures --feed FEED --stop STOP`: the next departures from a stop or station.
struct GTFSDeparturesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "departures", abstract: "The next departures from a stop or station of any feed.")

    @Option(help: "The feed: a .zip, a folder or an http(s) URL.")
    var feed: String

    @Option(help: "A stop or station: its id, or its name (a station covers its platforms).")
    var stop: String

    @Option(help: "From when: ISO 8601, with an offset or in the agency's time zone (default now).")
    var at: String?

    @Option(help: "Most departures to list.")
    var limit = 10

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        guard (1...500).contains(limit) else { throw ValidationError("--limit must be between 1 and 500") }
    }

    func run() async throws {
        let feed = try await GTFSFeedSource(text: self.feed).load(
            name: "departures", dataDirectory: try dataOptions.configuration().dataDirectory
        ).feed
        let place = try Self.stop(named: stop, in: feed)
        let instant = try feed.instant(atFlag: at)
        let answer = DepartureBoardJSON(
            stop: place, at: instant, departures: try feed.departures(from: place.id, at: instant, limit: limit), in: feed)
        if json {
            try JSONOutput.print(answer)
            return
        }
        var table = TextTable("leaves", "trip", "route", "to", "stop")
        for departure in answer.departures {
            table.add(
                String(departure.departure.split(separator: "T").last?.prefix(5) ?? ""), departure.tripShortName,
                departure.routeShortName ?? departure.routeID, departure.headsign ?? "", departure.stopID)
        }
        Console.line("\(answer.stop.name) (\(answer.stop.id)) from \(answer.at)\n\(table.rendered)")
    }

    /// The stop with this id, else the one station (or, failing that, the one stop) whose name contains the text.
    static func stop(named text: String, in feed: GTFSFeed) throws -> GTFS.Stop {
        if let stop = feed.stop(id: text) { return stop }
        let folded = text.lowercased()
        let named = feed.stops.filter { $0.name.lowercased().contains(folded) }
        let stations = named.filter { $0.locationType == .station }
        let candidates = stations.isEmpty ? named : stations
        guard candidates.count == 1 else {
            guard !candidates.isEmpty else { throw CLIError("no stop or station is called or numbered \"\(text)\"") }
            let names = candidates.prefix(5).map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            throw CLIError("\"\(text)\" names \(candidates.count) stops: \(names)\(candidates.count > 5 ? ", …" : "")")
        }
        return candidates[0]
    }
}
