import Foundation

/// The rows of `stop_times.txt` in file order, as parallel arrays of interned indexes and seconds.
struct RawStopTimes {
    /// Bits of `flags`.
    static let noPickup: UInt8 = 1
    static let noDropOff: UInt8 = 2
    /// Marks a blank time.
    static let blankTime: Int32 = -1

    var trip: [Int32] = []
    var stop: [Int32] = []
    var sequence: [Int32] = []
    var arrival: [Int32] = []
    var departure: [Int32] = []
    var flags: [UInt8] = []
    /// Index into `headsigns`, -1 for none.
    var headsign: [Int32] = []
    var line: [Int32] = []
    var headsigns: [String] = []

    var count: Int { trip.count }

    mutating func reserve(_ capacity: Int) {
        trip.reserveCapacity(capacity)
        stop.reserveCapacity(capacity)
        sequence.reserveCapacity(capacity)
        arrival.reserveCapacity(capacity)
        departure.reserveCapacity(capacity)
        flags.reserveCapacity(capacity)
        headsign.reserveCapacity(capacity)
        line.reserveCapacity(capacity)
    }
}

/// Parses `stop_times.txt`, the feed's big file, without building a `String` per row.
enum StopTimesParser {
    static let fileName = "stop_times.txt"

    static func parse(
        _ data: inout Data, tripIds: ByteStringInterner, stopIds: ByteStringInterner, warnings: WarningLog
    ) throws -> RawStopTimes {
        var rows = RawStopTimes()
        rows.reserve(data.count / 36 + 16)
        var headsignIndex: [String: Int32] = [:]
        try CSVReader.read(&data, fileName: fileName) { reader in
            let tripColumn = try reader.requiredColumn("trip_id")
            let stopColumn = try reader.requiredColumn("stop_id")
            let sequenceColumn = try reader.requiredColumn("stop_sequence")
            let arrivalColumn = reader.column("arrival_time")
            let departureColumn = reader.column("departure_time")
            guard arrivalColumn != nil || departureColumn != nil else {
                throw FeedLoadError.missingColumn(file: fileName, column: "departure_time")
            }
            let pickupColumn = reader.column("pickup_type")
            let dropOffColumn = reader.column("drop_off_type")
            let headsignColumn = reader.column("stop_headsign")
            // Rows of one trip are usually together: remember the last trip id to skip most hash lookups.
            var lastTripBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            var lastTrip: Int32 = -1
            reader.forEachRow(warnings: warnings) { row in
                let tripBytes = row.field(tripColumn)
                let trip: Int32
                if lastTrip >= 0, tripBytes.count == lastTripBytes.count,
                    tripBytes.isEmpty || memcmp(tripBytes.baseAddress!, lastTripBytes.baseAddress!, tripBytes.count) == 0
                {
                    trip = lastTrip
                } else if let found = tripIds.index(of: tripBytes) {
                    trip = found
                    lastTrip = found
                    lastTripBytes = tripBytes
                } else {
                    warnings.add(
                        fileName, line: row.line, "trip_id \"\(row.string(tripColumn))\" is not in trips.txt; row skipped")
                    return
                }
                guard let stop = stopIds.index(of: row.field(stopColumn)) else {
                    warnings.add(
                        fileName, line: row.line, "stop_id \"\(row.string(stopColumn))\" is not in stops.txt; row skipped")
                    return
                }
                guard let sequence = row.int(sequenceColumn), sequence >= 0, sequence <= Int(Int32.max) else {
                    warnings.add(
                        fileName, line: row.line,
                        "stop_sequence \"\(row.string(sequenceColumn))\" is not a whole number; row skipped")
                    return
                }
                let arrival = row.time(arrivalColumn)
                let departure = row.time(departureColumn)
                if case .invalid = arrival {
                    warnings.add(
                        fileName, line: row.line, "arrival_time \"\(row.string(arrivalColumn))\" is not H:MM:SS; row skipped")
                    return
                }
                if case .invalid = departure {
                    warnings.add(
                        fileName, line: row.line, "departure_time \"\(row.string(departureColumn))\" is not H:MM:SS; row skipped")
                    return
                }
                var flags: UInt8 = 0
                if row.int(pickupColumn) == 1 { flags |= RawStopTimes.noPickup }
                if row.int(dropOffColumn) == 1 { flags |= RawStopTimes.noDropOff }
                var headsign: Int32 = -1
                if let text = row.optionalString(headsignColumn) {
                    if let known = headsignIndex[text] {
                        headsign = known
                    } else {
                        headsign = Int32(rows.headsigns.count)
                        headsignIndex[text] = headsign
                        rows.headsigns.append(text)
                    }
                }
                rows.trip.append(trip)
                rows.stop.append(stop)
                rows.sequence.append(Int32(sequence))
                rows.arrival.append(arrival.value ?? RawStopTimes.blankTime)
                rows.departure.append(departure.value ?? RawStopTimes.blankTime)
                rows.flags.append(flags)
                rows.headsign.append(headsign)
                rows.line.append(Int32(truncatingIfNeeded: row.line))
            }
        }
        return rows
    }
}
