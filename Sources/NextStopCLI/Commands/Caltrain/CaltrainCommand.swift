import ArgumentParser
import Caltrain
import Foundation
import GTFS
import NextStopCore

/// `nextstop caltrain`: the Caltrain timetable.
struct CaltrainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "caltrain",
        abstract: "Caltrain: trains between two stations from the GTFS timetable with 511 real-time, and service alerts.",
        subcommands: [CaltrainTrainsCommand.self, CaltrainAlertsCommand.self])
}

/// `nextstop caltrain trains --from A --to B`: the next trains, each with its arrival from the same train.
struct CaltrainTrainsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trains",
        abstract: "The next trains from one station to another: departure, arrival, minutes and the stations skipped.")

    @Option(help: "Where from: a station as riders type it (\"mountain view\", \"SF\", \"4th and King\", \"diridon\").")
    var from: String

    @Option(help: "Where to: a station, typed the same way.")
    var to: String

    @Option(help: "From when: ISO 8601, with an offset or in Pacific time (default now).")
    var at: String?

    @Option(help: "Most trains to list.")
    var limit = 10

    @Flag(help: "Also list trains that pass the origin without stopping.")
    var showSkipping = false

    @Option(
        help: "The GTFS feed: a .zip, a folder or an http(s) URL (default $\(Setting.caltrainGTFSURL.variable), else Trillium's)."
    )
    var gtfs: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var liveOptions: CaltrainLiveOptions

    func validate() throws {
        guard (1...100).contains(limit) else { throw ValidationError("--limit must be between 1 and 100") }
    }

    func run() async throws {
        let configuration = try dataOptions.configuration()
        let loaded = try await CaltrainFeedSetting.source(flag: gtfs).load(
            name: "caltrain", dataDirectory: configuration.dataDirectory)
        if let notice = loaded.notice { Console.error(notice) }
        let timetable = CaltrainTimetable(feed: loaded.feed)
        let instant = try loaded.feed.instant(atFlag: at)
        let origin = try timetable.station(named: from)
        let destination = try timetable.station(named: to)
        let feed = CaltrainLiveFeed(
            timetable: timetable, sources: try CaltrainLiveSetup(environment: liveOptions.environment()).sources(),
            time: SystemTimeSource())
        await feed.refreshIfDue(eventsOn: [timetable.eventsDay(at: destination, on: Date())])
        let live = feed.current()
        let trains = timetable.liveTrains(
            from: origin, to: destination, at: instant, limit: limit, includeSkipping: showSkipping,
            realtime: live.realtime, alerts: live.alerts?.alerts ?? [])
        let answer = CaltrainTrainsJSON(
            from: origin, to: destination, at: instant, trains: trains, timetable: timetable, live: live)
        if json {
            try JSONOutput.print(answer)
        } else {
            Console.line(CaltrainTrainsTable(answer: answer, timeZone: loaded.feed.timeZone).text)
        }
    }
}
