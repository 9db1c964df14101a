import ArgumentParser
import Caltrain
import Foundation
import GTFS
import NextStopCore

/// `nextstop caltrain alerts [--lang en|es|zh|vi] [--json]`: every 511 service alert in force for Caltrain.
struct CaltrainAlertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alerts",
        abstract: "Caltrain service alerts in force from 511, with the trains, platforms and stations they name.")

    @Option(help: "Language: en, es, zh or vi (text missing in it is shown in English).")
    var lang = "en"

    @Option(
        help: "The GTFS feed: a .zip, a folder or an http(s) URL (default $\(Setting.caltrainGTFSURL.variable), else Trillium's)."
    )
    var gtfs: String?

    @Flag(help: "Print JSON instead of a list.")
    var json = false

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var liveOptions: CaltrainLiveOptions

    func validate() throws {
        guard ["en", "es", "zh", "vi"].contains(lang) else { throw ValidationError("--lang must be en, es, zh or vi") }
    }

    func run() async throws {
        guard let source = try CaltrainLiveSetup(environment: liveOptions.environment()).sources().realtime else {
            throw CLIError("Caltrain alerts need a 511 key: set NEXTSTOP_511_KEY or NEXTSTOP_511_KEY_FILE")
        }
        let configuration = try dataOptions.configuration()
        let loaded = try await CaltrainFeedSetting.source(flag: gtfs).load(
            name: "caltrain", dataDirectory: configuration.dataDirectory)
        if let notice = loaded.notice { Console.error(notice) }
        let timetable = CaltrainTimetable(feed: loaded.feed)
        let alerts: AlertsSnapshot
        do {
            alerts = try await source.alerts().value
        } catch {
            throw CLIError("511 alerts are not available: \(error)")
        }
        let answer = CaltrainAlertsJSON(
            snapshot: alerts, at: alerts.fetchedAt, language: lang, status: .live(ageSeconds: 0), timetable: timetable)
        if json {
            try JSONOutput.print(answer)
        } else {
            Console.line(text(of: answer, timetable: timetable, timeZone: loaded.feed.timeZone))
        }
    }

    private func text(of answer: CaltrainAlertsJSON, timetable: CaltrainTimetable, timeZone: TimeZone) -> String {
        let alerts = answer.snapshot?.alerts ?? []
        guard !alerts.isEmpty else { return "no Caltrain alerts in force" }
        let format = DateFormatter()
        format.timeZone = timeZone
        format.dateFormat = "MMM d HH:mm"
        return alerts.map { alert in
            var lines = ["[\(alert.severity)] \(alert.header(in: lang))"]
            let description = alert.description(in: lang)
            if description != alert.header(in: lang) { lines.append("  \(description)") }
            var about: [String] = []
            if !alert.tripIDs.isEmpty { about.append("trains \(alert.tripIDs.joined(separator: ", "))") }
            let stations = timetable.stations(namedBy: alert).map(\.name)
            if !stations.isEmpty { about.append("at \(stations.joined(separator: ", "))") }
            about.append("\(alert.cause), \(alert.effect)")
            lines.append("  " + about.joined(separator: "; "))
            let periods = alert.activePeriods.map { period in
                "\(period.start.map(format.string) ?? "…") – \(period.end.map(format.string) ?? "…")"
            }
            lines.append("  in force: \(periods.isEmpty ? "until further notice" : periods.joined(separator: ", "))")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
