import Foundation
import NextStopCore
import Simulator

/// One CSV file read back by a deliberately small reader, independent of the generator's writer.
struct Table {
    let header: [String]
    let rows: [[String: String]]
    /// How many fields each row has, before they are matched to the header.
    let widths: [Int]

    /// Strips a BOM, splits on CRLF or LF outside quotes, unquotes fields and doubles `""`.
    init(_ data: Data) {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch (quoted, scalar) {
            case (true, "\""):
                if pending == "\"" {
                    field.unicodeScalars.append("\"")
                    pending = scalars.next()
                } else {
                    quoted = false
                }
            case (true, _): field.unicodeScalars.append(scalar)
            case (false, "\""): quoted = true
            case (false, ","):
                record.append(field)
                field = ""
            case (false, "\r"): continue
            case (false, "\n"):
                records.append(record + [field])
                (record, field) = ([], "")
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        header = records.first ?? []
        widths = records.dropFirst().map(\.count)
        rows = records.dropFirst().map { values in
            Dictionary(uniqueKeysWithValues: zip(records[0], values).map { ($0, $1) })
        }
    }

    /// The values of one column, in row order.
    func column(_ name: String) -> [String] { rows.map { $0[name] ?? "" } }
}

/// A generated feed with every file parsed.
struct ParsedFeed {
    let feed: CaltrainFeed
    let tables: [String: Table]

    init(_ feed: CaltrainFeed) {
        self.feed = feed
        tables = feed.files.mapValues(Table.init)
    }

    subscript(_ name: String) -> Table { tables[name] ?? Table(Data()) }

    /// Generates with `configuration` from the core's `SeededGenerator` seeded with `seed`.
    static func make(seed: UInt64 = 1, _ configuration: CaltrainFeedConfiguration = .init()) throws -> ParsedFeed {
        var generator = SeededGenerator(seed: seed)
        return ParsedFeed(try CaltrainFeedGenerator(configuration: configuration).generate(using: &generator))
    }

    /// The default feed, generated once for all tests.
    static let standard: ParsedFeed = try! make()

    /// The service id of the calendar.txt row with this weekday column set.
    func calendarService(runningOn weekday: String) -> String? {
        self["calendar.txt"].rows.first { $0[weekday] == "1" }?["service_id"]
    }

    /// Trips grouped by service id.
    var tripsByService: [String: [[String: String]]] {
        Dictionary(grouping: self["trips.txt"].rows) { $0["service_id"] ?? "" }
    }

    /// Each trip's stop_times rows in file order.
    var stopTimesByTrip: [String: [[String: String]]] {
        Dictionary(grouping: self["stop_times.txt"].rows) { $0["trip_id"] ?? "" }
    }
}

/// Seconds after midnight of a GTFS time; the hour may be unpadded or past 24. Nil when malformed.
func seconds(_ time: String) -> Int? {
    let parts = time.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let hours = Int(parts[0]), let minutes = Int(parts[1]), let secs = Int(parts[2]),
        parts[1].count == 2, parts[2].count == 2, minutes < 60, secs < 60
    else { return nil }
    return hours * 3_600 + minutes * 60 + secs
}
