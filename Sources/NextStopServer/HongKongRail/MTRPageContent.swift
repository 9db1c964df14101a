import Foundation
import HongKongRail
import NextStopCore

/// What the MTR pages show: the lines with their stations, and one station's next trains each way.
struct MTRPageContent {
    struct LineRow {
        var code: String
        var name: String
        var href: String
        var stations: [StationLink] = []
        /// Whether the list shows its stations open: the line a board's link back came from.
        var open = false
    }

    struct StationLink {
        var href: String
        var name: String
        var code: String
    }

    struct Way {
        var heading: String
        var trains: [TrainRow]
        var hasTrains: Bool
    }

    struct TrainRow {
        var destination: String
        var platform: String
        var due: String
        var time: String
    }

    var lines: [LineRow] = []
    var line: LineRow?
    var stationName = ""
    var stationCode = ""
    var ways: [Way] = []
    var otherLines: [LineRow] = []
    var hasOtherLines = false
    var note: String?
    var notice: String?
    var delayed = false
    var stale = false
    var staleNote: String?
    let timeZone = NextTrain.clock.timeZone.identifier

    /// Every line of `map`, each with its stations, named in `language`, the line of code `open` open.
    init(lines map: MTRLineMap, language: Language, open: String?) {
        lines = map.lines.map { line in
            var row = Self.row(line, language: language, stations: true)
            row.open = line.code == open?.uppercased()
            return row
        }
    }

    /// The board of `board`, as of `now`, named in the language of `phrases`.
    init(board: NextTrainsBoard, map: MTRLineMap, now: Date, phrases: Phrasebook) {
        let language = phrases.language.names
        let (line, station) = (board.line, board.station)
        self.line = Self.row(line, language: language, stations: false)
        stationName = station.name[language]
        stationCode = station.code
        delayed = board.trains.isDelayed
        notice = board.trains.notice
        stale = board.isStale
        let clock = NextTrain.clock
        if board.isStale { staleNote = phrases.text("mtr_stale", ["time": clock.string(from: board.fetchedAt)]) }
        ways = MTRBound.allCases.compactMap { bound in
            let termini = line.termini(bound, from: station)
            let trains = board.trains.trains[bound] ?? []
            guard !termini.isEmpty || !trains.isEmpty else { return nil }
            let names = termini.map { map.destinationName($0.code, line: line, from: station)[language] }
            return Way(
                heading: phrases.text("mtr_to", ["names": names.joined(separator: " / ")]),
                trains: trains.map { train in
                    let minutes = train.minutes(at: now)
                    var destination = map.destinationName(train.destination, line: line, from: station)[language]
                    if train.viaRacecourse { destination += " " + phrases.text("mtr_via_racecourse") }
                    return TrainRow(
                        destination: destination, platform: phrases.text("mtr_platform", ["n": train.platform]),
                        due: minutes == 0 ? phrases.text("mtr_arriving") : phrases.text("mtr_minutes", ["n": "\(minutes)"]),
                        time: clock.string(from: train.time))
                },
                hasTrains: !trains.isEmpty)
        }
        otherLines = map.lines(through: station).filter { $0.code != line.code }.map { other in
            var row = Self.row(other, language: language, stations: false)
            row.href = MTRPages.boardPath(other, station)
            return row
        }
        hasOtherLines = !otherLines.isEmpty
    }

    init(note: String) { self.note = note }

    private static func row(_ line: MTRLine, language: Language, stations: Bool) -> LineRow {
        LineRow(
            code: line.code, name: line.name[language],
            href: "\(MTRSystem.section)?line=\(line.code)#\(line.code)",
            stations: stations
                ? line.stations.map { StationLink(href: MTRPages.boardPath(line, $0), name: $0.name[language], code: $0.code) }
                : [])
    }
}
