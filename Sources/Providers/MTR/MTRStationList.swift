import Foundation
import GTFS
import HongKongRail
import NextStopCore

/// MTR's published station list (`mtr_lines_and_stations.csv`, HK-OPERATORS-NOTES §3.3): a byte order mark, CRLF,
/// quoted fields, `Sequence` written `1.00`, blank `,,,,,,` rows at the end; one row per station of each direction
/// of each line, branches (`LMC-UT`, `TKS-DT`) as directions of their own.
enum MTRStationList {
    /// The lines and stations of `csv`; rows without a line, direction, station code or readable sequence are left
    /// out, and a list with no station at all is malformed.
    static func lineMap(from csv: Data) throws -> MTRLineMap {
        let table = CSVTable(data: csv)
        var rows: [(line: String, direction: String, sequence: Double, station: MTRStation)] = []
        for row in table.rows {
            guard let line = row["Line Code"], let direction = row["Direction"], let code = row["Station Code"],
                let sequence = row["Sequence"].flatMap(Double.init)
            else { continue }
            let english = row["English Name"] ?? code
            let chinese = row["Chinese Name"] ?? english
            let station = MTRStation(
                code: code, id: row["Station ID"].flatMap { Int($0) } ?? 0,
                name: LocalizedText(en: english, tc: chinese, sc: chinese.simplifiedChinese))
            rows.append((line, direction, sequence, station))
        }
        guard !rows.isEmpty else { throw UpstreamError.malformed(reason: "no station in MTR's station list") }
        var lineOrder: [String] = []
        var branches: [String: [String: [(Double, MTRStation)]]] = [:]
        var directionOrder: [String: [String]] = [:]
        for row in rows {
            if branches[row.line] == nil { lineOrder.append(row.line) }
            if branches[row.line]?[row.direction] == nil { directionOrder[row.line, default: []].append(row.direction) }
            branches[row.line, default: [:]][row.direction, default: []].append((row.sequence, row.station))
        }
        return MTRLineMap(
            lines: lineOrder.map { line in
                MTRLine(
                    code: line,
                    branches: (directionOrder[line] ?? []).map { direction in
                        let stations = (branches[line]?[direction] ?? []).sorted { $0.0 < $1.0 }.map(\.1)
                        return MTRBranch(direction: direction, stations: stations)
                    })
            })
    }
}
