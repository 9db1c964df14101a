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
        let service = NextTrainsService(
            client: MTRClient(
                baseURL: urls[.mtrURL], dataURL: urls[.mtrDataURL], transport: LiveUpstreams(urls: urls).transport),
            // Long enough for the first screen to show the board that checked the line and station.
            settings: LiveAnswerSettings(cacheTTL: 5))
        let map = try await service.lineMap()
        do {
            _ = try await service.board(line: line, station: station)
        } catch let error as MTRQueryError {
            throw CLIError(error.description)
        }
        try await watchOptions.show {
            let board = try await service.board(line: line, station: station)
            if json { return try JSONOutput.text(NextTrainsJSON(board, map: map, now: Date())) }
            return text(of: board, map: map)
        }
    }

    private func text(of board: NextTrainsBoard, map: MTRLineMap) -> String {
        let (trains, line, station) = (board.trains, board.line, board.station)
        var lines = ["\(line.name[lang]) · \(station.name[lang]) (\(station.code))"]
        if board.isStale {
            lines.append("MTR is not answering: these trains are as of \(NextTrain.clock.string(from: board.fetchedAt)).")
        }
        if trains.isDelayed { lines.append("MTR reports delays on this line.") }
        if let notice = trains.notice { return (lines + [notice]).joined(separator: "\n") }
        var table = TextTable("way", "platform", "to", "due", "time")
        let clock = NextTrain.clock
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
}
