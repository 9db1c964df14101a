import Foundation

/// Stops of `stops.txt` with their ids interned and parent links resolved both ways.
struct ParsedStops {
    var stops: [Stop] = []
    var ids = ByteStringInterner(expectedCount: 1024)
    /// Index of each stop's parent station in `stops`, -1 for none.
    var parentIndex: [Int32] = []
    /// Indexes of each stop's children in `stops`.
    var childIndexes: [[Int32]] = []
}

/// Parses `stops.txt`.
enum StopsParser {
    static let fileName = "stops.txt"

    static func parse(_ data: inout Data, warnings: WarningLog) throws -> ParsedStops {
        var parsed = ParsedStops()
        var pendingParents: [(stop: Int, parentID: String, line: Int)] = []
        try CSVReader.read(&data, fileName: fileName) { reader in
            let idColumn = try reader.requiredColumn("stop_id")
            let nameColumn = reader.column("stop_name")
            let codeColumn = reader.column("stop_code")
            let latitudeColumn = reader.column("stop_lat")
            let longitudeColumn = reader.column("stop_lon")
            let typeColumn = reader.column("location_type")
            let parentColumn = reader.column("parent_station")
            let platformColumn = reader.column("platform_code")
            reader.forEachRow(warnings: warnings) { row in
                let idBytes = row.field(idColumn)
                guard !idBytes.isEmpty else {
                    warnings.add(fileName, line: row.line, "blank stop_id; row skipped")
                    return
                }
                guard parsed.ids.index(of: idBytes) == nil else {
                    warnings.add(fileName, line: row.line, "duplicate stop_id \(row.string(idColumn)); row skipped")
                    return
                }
                let locationType = Self.locationType(row, typeColumn, warnings)
                parsed.ids.intern(idBytes)
                let stop = Stop(
                    id: row.string(idColumn), code: row.optionalString(codeColumn), name: row.string(nameColumn),
                    latitude: row.double(latitudeColumn), longitude: row.double(longitudeColumn), locationType: locationType,
                    parentStationID: row.optionalString(parentColumn), platformCode: row.optionalString(platformColumn))
                if let parentID = stop.parentStationID { pendingParents.append((parsed.stops.count, parentID, row.line)) }
                parsed.stops.append(stop)
            }
        }
        linkParents(&parsed, pendingParents, warnings)
        return parsed
    }

    private static func locationType(_ row: CSVRow, _ column: Int?, _ warnings: WarningLog) -> LocationType {
        guard !row.isBlank(column) else { return .stopOrPlatform }
        if let value = row.int(column), let type = LocationType(rawValue: value) { return type }
        warnings.add(fileName, line: row.line, "location_type \"\(row.string(column))\" is not 0–4; read as a stop")
        return .stopOrPlatform
    }

    private static func linkParents(
        _ parsed: inout ParsedStops, _ pending: [(stop: Int, parentID: String, line: Int)], _ warnings: WarningLog
    ) {
        parsed.parentIndex = [Int32](repeating: -1, count: parsed.stops.count)
        parsed.childIndexes = [[Int32]](repeating: [], count: parsed.stops.count)
        for (stop, parentID, line) in pending {
            guard let parent = parsed.ids.index(of: parentID), Int(parent) != stop else {
                warnings.add(fileName, line: line, "parent_station \(parentID) is not a stop of the feed; link ignored")
                parsed.stops[stop].parentStationID = nil
                continue
            }
            parsed.parentIndex[stop] = parent
            parsed.childIndexes[Int(parent)].append(Int32(stop))
            parsed.stops[Int(parent)].childIDs.append(parsed.stops[stop].id)
        }
    }
}
