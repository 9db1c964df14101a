import Foundation

/// Parses `routes.txt` and `trips.txt`, resolving each trip's route and service to indexes.
enum RoutesAndTripsParser {
    static func parseRoutes(_ data: inout Data, warnings: WarningLog) throws -> (routes: [Route], ids: ByteStringInterner) {
        let fileName = "routes.txt"
        var routes: [Route] = []
        var ids = ByteStringInterner(expectedCount: 256)
        try CSVReader.read(&data, fileName: fileName) { reader in
            let idColumn = try reader.requiredColumn("route_id")
            let agencyColumn = reader.column("agency_id")
            let shortNameColumn = reader.column("route_short_name")
            let longNameColumn = reader.column("route_long_name")
            let typeColumn = reader.column("route_type")
            let colorColumn = reader.column("route_color")
            reader.forEachRow(warnings: warnings) { row in
                let idBytes = row.field(idColumn)
                guard !idBytes.isEmpty, ids.index(of: idBytes) == nil else {
                    warnings.add(fileName, line: row.line, "blank or duplicate route_id \"\(row.string(idColumn))\"; row skipped")
                    return
                }
                ids.intern(idBytes)
                routes.append(
                    Route(
                        id: row.string(idColumn), agencyID: row.optionalString(agencyColumn),
                        shortName: row.optionalString(shortNameColumn), longName: row.optionalString(longNameColumn),
                        type: row.int(typeColumn) ?? -1, color: row.optionalString(colorColumn)))
            }
        }
        return (routes, ids)
    }

    /// The trips, their interned ids; services unknown to the calendar are added to `serviceIDs` (they never run).
    static func parseTrips(
        _ data: inout Data, routeIDs: ByteStringInterner, routes: [Route], serviceIDs: inout ByteStringInterner,
        warnings: WarningLog
    ) throws -> (trips: [Trip], ids: ByteStringInterner) {
        let fileName = "trips.txt"
        var trips: [Trip] = []
        var ids = ByteStringInterner(expectedCount: max(1024, data.count / 40))
        let knownServiceCount = serviceIDs.count
        var unknownServices: Set<Int32> = []
        try CSVReader.read(&data, fileName: fileName) { reader in
            let routeColumn = try reader.requiredColumn("route_id")
            let serviceColumn = try reader.requiredColumn("service_id")
            let idColumn = try reader.requiredColumn("trip_id")
            let headsignColumn = reader.column("trip_headsign")
            let shortNameColumn = reader.column("trip_short_name")
            let directionColumn = reader.column("direction_id")
            let blockColumn = reader.column("block_id")
            reader.forEachRow(warnings: warnings) { row in
                let idBytes = row.field(idColumn)
                guard !idBytes.isEmpty, ids.index(of: idBytes) == nil else {
                    warnings.add(fileName, line: row.line, "blank or duplicate trip_id \"\(row.string(idColumn))\"; row skipped")
                    return
                }
                guard let route = routeIDs.index(of: row.field(routeColumn)) else {
                    warnings.add(
                        fileName, line: row.line, "route_id \"\(row.string(routeColumn))\" is not in routes.txt; trip skipped")
                    return
                }
                guard !row.isBlank(serviceColumn) else {
                    warnings.add(fileName, line: row.line, "blank service_id; trip skipped")
                    return
                }
                let service = serviceIDs.intern(row.field(serviceColumn))
                if service >= knownServiceCount, unknownServices.insert(service).inserted {
                    warnings.add(
                        fileName, line: row.line,
                        "service_id \"\(row.string(serviceColumn))\" is in neither calendar file; its trips never run")
                }
                let direction = row.int(directionColumn)
                if !row.isBlank(directionColumn), direction != 0, direction != 1 {
                    warnings.add(
                        fileName, line: row.line, "direction_id \"\(row.string(directionColumn))\" is not 0 or 1; ignored")
                }
                ids.intern(idBytes)
                trips.append(
                    Trip(
                        id: row.string(idColumn), routeID: routes[Int(route)].id, serviceID: row.string(serviceColumn),
                        headsign: row.optionalString(headsignColumn), shortName: row.optionalString(shortNameColumn),
                        directionID: direction == 0 || direction == 1 ? direction : nil,
                        blockID: row.optionalString(blockColumn), routeIndex: route, serviceIndex: service))
            }
        }
        return (trips, ids)
    }
}
