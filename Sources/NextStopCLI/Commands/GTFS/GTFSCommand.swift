import ArgumentParser
import Foundation
import GTFS
import LiveTransport
import NextStopCore
import Providers

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

    @Option(help: "The agency's GTFS-Realtime TripUpdates (protobuf): a file or an http(s) URL; the board becomes live.")
    var tripUpdates: String?

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
        if let tripUpdates {
            try await printLive(from: place, at: instant, in: feed, realtime: try await Self.realtime(tripUpdates))
            return
        }
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

    /// The board made live: each departure's timetabled and expected times, and its delay or state.
    private func printLive(from place: GTFS.Stop, at instant: Date, in feed: GTFSFeed, realtime: TripUpdates) throws {
        let live = try feed.liveDepartures(from: [place.id], at: instant, limit: limit, realtime: realtime)
        if json {
            try JSONOutput.print(
                DepartureBoardJSON(stop: place, at: instant, live: live, timestamp: realtime.timestamp, in: feed))
            return
        }
        let clock = feed.timeOfDayFormatter()
        var table = TextTable("timetable", "expected", "state", "trip", "route", "to", "stop")
        for departure in live {
            let scheduled = departure.scheduled
            let state =
                departure.isAdded
                ? "added"
                : departure.isCanceled
                    ? "cancelled" : departure.isSkipped ? "skipped" : departure.delay.map(Self.delayText) ?? "no prediction"
            table.add(
                departure.isAdded ? "" : clock.string(from: scheduled.departure),
                departure.expected.map(clock.string(from:)) ?? "",
                state, scheduled.tripNumber, scheduled.routeShortName ?? scheduled.routeID, scheduled.headsign ?? "",
                scheduled.stopID)
        }
        let age = realtime.timestamp.map { " (trip updates of \(ISO8601DateFormatter().string(from: $0)))" } ?? ""
        Console.line("\(place.name) (\(place.id)) from \(ISO8601DateFormatter().string(from: instant))\(age)\n\(table.rendered)")
    }

    /// `on time`, `+3 min`, `-1 min`.
    static func delayText(_ seconds: Int) -> String {
        let minutes = Int((Double(seconds) / 60).rounded())
        return minutes == 0 ? "on time" : minutes > 0 ? "+\(minutes) min" : "\(minutes) min"
    }

    /// The trip updates at `text`: a file, or an http(s) URL fetched once.
    static func realtime(_ text: String) async throws -> TripUpdates {
        let data: Data
        if let url = URL(string: text), ["http", "https"].contains(url.scheme ?? "") {
            let response = try await AsyncHTTPTransport().send(
                HTTPRequest(url: url, timeout: 30, maxBodyBytes: 64 * 1_024 * 1_024))
            guard response.status == 200 else {
                throw CLIError("--trip-updates: \(url.host ?? text) answered \(response.status)")
            }
            data = response.body
        } else {
            guard let contents = FileManager.default.contents(atPath: text) else {
                throw CLIError("--trip-updates: cannot read \(text)")
            }
            data = contents
        }
        do {
            return try TripUpdates(protobuf: data)
        } catch {
            throw CLIError("--trip-updates: \(text) is not a GTFS-Realtime feed")
        }
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
