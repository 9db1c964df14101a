import Dispatch
import Foundation

/// Parses `stop_times.txt`, the feed's big file, without building a `String` per row; a large file is read in two
/// halves at once, one per core.
enum StopTimesParser {
    static let fileName = "stop_times.txt"

    static func parse(
        _ data: inout Data, tripIds: ByteStringInterner, stopIds: ByteStringInterner, warnings: WarningLog
    ) throws -> RawStopTimes {
        let bytesPerRow = 36
        let size = data.count
        return try CSVReader.read(&data, fileName: fileName) { reader in
            let columns = try Columns(reader)
            let parts = reader.parts(most: 2)
            let capacity = size / parts.count / bytesPerRow + 16
            let slots = PartSlots(
                parts.map { reader in
                    PartParser(
                        reader: reader, columns: columns, tripIds: tripIds, stopIds: stopIds, warnings: warnings.sibling(),
                        rows: RawStopTimes(capacity: capacity))
                })
            DispatchQueue.concurrentPerform(iterations: parts.count) { index in slots.parse(index) }
            let results = slots.take()
            var rows = results[0].rows
            warnings.append(results[0].warnings, lineOffset: 0)
            var nextLine = parts[0].nextLine
            for index in parts.indices.dropFirst() {
                rows.append(results[index].rows, lineOffset: Int32(nextLine - 1))
                warnings.append(results[index].warnings, lineOffset: nextLine - 1)
                nextLine += parts[index].nextLine - 1
            }
            return rows
        }
    }

    /// The positions of the columns a row is read from.
    private struct Columns {
        let trip: Int
        let stop: Int
        let sequence: Int
        let arrival: Int?
        let departure: Int?
        let pickup: Int?
        let dropOff: Int?
        let headsign: Int?

        init(_ reader: CSVReader) throws {
            trip = try reader.requiredColumn("trip_id")
            stop = try reader.requiredColumn("stop_id")
            sequence = try reader.requiredColumn("stop_sequence")
            arrival = reader.column("arrival_time")
            departure = reader.column("departure_time")
            guard arrival != nil || departure != nil else {
                throw FeedLoadError.missingColumn(file: fileName, column: "departure_time")
            }
            pickup = reader.column("pickup_type")
            dropOff = reader.column("drop_off_type")
            headsign = reader.column("stop_headsign")
        }
    }

    /// The stretches of the file being read at once; iteration `k` of the concurrent read touches slot `k` only, which
    /// is what makes this class safe to share.
    private final class PartSlots: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<PartParser>

        init(_ parsers: [PartParser]) {
            slots = .allocate(capacity: parsers.count)
            _ = slots.initialize(from: parsers)
        }

        func parse(_ index: Int) {
            slots[index].parse()
        }

        /// Each part's rows and warnings, in file order; the slots are emptied.
        func take() -> [(rows: RawStopTimes, warnings: WarningLog)] {
            defer {
                slots.deinitialize()
                slots.deallocate()
            }
            return slots.map { ($0.rows, $0.warnings) }
        }
    }

    /// Reads the rows of one stretch of the file.
    private struct PartParser {
        let reader: CSVReader
        let columns: Columns
        let tripIds: ByteStringInterner
        let stopIds: ByteStringInterner
        let warnings: WarningLog
        var rows: RawStopTimes

        mutating func parse() {
            // Rows of one trip are usually together: remember the last trip id to skip most hash lookups.
            var lastTripBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            var lastTrip: Int32 = -1
            reader.forEachRow(warnings: warnings) { row in
                let tripBytes = row.field(columns.trip)
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
                    return skip(row, "trip_id \"\(row.string(columns.trip))\" is not in trips.txt")
                }
                guard let stop = stopIds.index(of: row.field(columns.stop)) else {
                    return skip(row, "stop_id \"\(row.string(columns.stop))\" is not in stops.txt")
                }
                guard let sequence = row.int(columns.sequence), sequence >= 0, sequence <= Int(Int32.max) else {
                    return skip(row, "stop_sequence \"\(row.string(columns.sequence))\" is not a whole number")
                }
                let arrival = row.time(columns.arrival)
                let departure = row.time(columns.departure)
                if case .invalid = arrival {
                    return skip(row, "arrival_time \"\(row.string(columns.arrival))\" is not H:MM:SS")
                }
                if case .invalid = departure {
                    return skip(row, "departure_time \"\(row.string(columns.departure))\" is not H:MM:SS")
                }
                var flags: UInt8 = 0
                if row.int(columns.pickup) == 1 { flags |= RawStopTime.noPickup }
                if row.int(columns.dropOff) == 1 { flags |= RawStopTime.noDropOff }
                let headsign = row.optionalString(columns.headsign).map { rows.headsignIndex(of: $0) } ?? -1
                rows.rows.append(
                    RawStopTime(
                        trip: trip, stop: stop, sequence: Int32(sequence), arrival: arrival.value ?? RawStopTime.blankTime,
                        departure: departure.value ?? RawStopTime.blankTime, headsign: headsign,
                        line: Int32(truncatingIfNeeded: row.line), flags: flags))
            }
        }

        private func skip(_ row: CSVRow, _ problem: String) {
            warnings.add(fileName, line: row.line, "\(problem); row skipped")
        }
    }
}
