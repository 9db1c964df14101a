import ArgumentParser
import Foundation
import HongKongRail
import NextStopCore
import Providers

/// `nextstop hk mtr LINE STATION`: the next MTR trains at a station, each way, from MTR's Next Train API; with
/// `--watch`, refreshed in place.
struct MTRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mtr", abstract: "Next MTR trains at a station of a line, each way (TKL TIK, or TKL \"Tiu Keng Leng\").")

    @Argument(help: "The line's code: AEL, DRL, EAL, ISL, KTL, SIL, TCL, TKL, TML or TWL.")
    var line: String

    @Argument(help: "The station: its code (TIK) or its name in English or Chinese.")
    var station: String

    @Flag(help: "Print JSON (the documented contract) instead of a table.")
    var json = false

    @Option(help: "Language of names in the table: en, tc or sc.")
    var lang = Language.english

    @OptionGroup var watchOptions: WatchOptions

    func run() async throws {
        let urls = try UpstreamURLs(environment: Environment(), settings: Setting.mtrSettings)
        let client = MTRClient(
            baseURL: urls[.mtrURL], dataURL: urls[.mtrDataURL], transport: LiveUpstreams(urls: urls).transport)
        let map = try await client.lineMap()
        guard let line = map.line(line) else {
            throw CLIError("unknown MTR line \(line.prefix(20)); lines: \(map.lines.map(\.code).joined(separator: ", "))")
        }
        guard let station = map.station(station, on: line) else {
            throw CLIError(
                "no station \"\(station.prefix(40))\" on the \(line.name.en); try its code, such as \(line.stations[0].code)")
        }
        try await watchOptions.show {
            let trains = try await client.nextTrains(line: line.code, station: station.code)
            if json { return try JSONOutput.text(NextTrainsJSON(trains, line: line, station: station, map: map, now: Date())) }
            return text(of: trains, line: line, station: station, map: map)
        }
    }

    private func text(of trains: NextTrains, line: MTRLine, station: MTRStation, map: MTRLineMap) -> String {
        var lines = ["\(line.name[lang]) · \(station.name[lang]) (\(station.code))"]
        if trains.isDelayed { lines.append("MTR reports delays on this line.") }
        if let notice = trains.notice { return (lines + [notice]).joined(separator: "\n") }
        var table = TextTable("way", "platform", "to", "due", "time")
        let clock = Self.clock
        for bound in MTRBound.allCases {
            for train in trains.trains[bound] ?? [] {
                let minutes = train.minutes(at: Date())
                let name = map.destinationName(train.destination, line: line, from: station)[lang]
                table.add(
                    bound.rawValue.lowercased(), train.platform, name + (train.viaRacecourse ? " via Racecourse" : ""),
                    minutes == 0 ? "now" : "\(minutes) min", clock.string(from: train.time))
            }
        }
        lines.append(table.rows.isEmpty ? "no train is due either way (outside service hours?)" : table.rendered)
        return lines.joined(separator: "\n")
    }

    private static var clock: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Hong_Kong")
        formatter.dateFormat = "HH:mm"
        return formatter
    }
}
