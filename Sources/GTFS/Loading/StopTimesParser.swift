import Dispatch
import Foundation

/// Parses `stop_times.txt`, the feed's big file, without building a `String` per row. Its parts are read by two
/// threads, one per core, as they arrive: out of a zip, most of the rows are read while the rest is inflated.
enum StopTimesParser {
    static let fileName = "stop_times.txt"

    static func parse(
        _ file: StreamedFile, tripIDs: ByteStringInterner, stopIDs: ByteStringInterner, warnings: WarningLog
    ) throws -> RawStopTimes {
        let bytesPerRow = 36
        // Sixteen parts keep both threads busy to the end; a small file is one part.
        let partBytes = max(1 << 19, file.buffer.count / 16)
        let parts = StreamedCSVParts(file, fileName: fileName, partBytes: partBytes)
        let columns = try Columns(parts.head)
        let results = PartResults()
        let keptWarnings = warnings.capacity
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let (index, reader) = parts.next() {
                var parser = PartParser(
                    reader: reader, columns: columns, tripIDs: tripIDs, stopIDs: stopIDs,
                    warnings: WarningLog(capacity: keptWarnings),
                    rows: RawStopTimes(capacity: partBytes / bytesPerRow + 16))
                parser.parse()
                results.store(index, (parser.rows, parser.warnings, reader.nextLine))
            }
        }
        let text = try file.result()
        guard !parts.sawQuote else {
            // A quoted field may span a part's end: the rows are read again in one piece.
            var parser = PartParser(
                reader: parts.allRows(of: text), columns: columns, tripIDs: tripIDs, stopIDs: stopIDs,
                warnings: warnings, rows: RawStopTimes(capacity: text.count / bytesPerRow + 16))
            parser.parse()
            return parser.rows
        }
        return results.joined(into: warnings)
    }

    /// What each part read, stored by the threads as they finish and joined in file order.
    private final class PartResults: @unchecked Sendable {
        typealias Part = (rows: RawStopTimes, warnings: WarningLog, nextLine: Int)
        private let lock = NSLock()
        private var byIndex: [Int: Part] = [:]

        func store(_ index: Int, _ part: Part) {
            lock.withLock { byIndex[index] = part }
        }

        /// The rows of every part in file order, their lines and warnings counted from the top of the file.
        func joined(into warnings: WarningLog) -> RawStopTimes {
            let ordered = byIndex.sorted { $0.key < $1.key }.map(\.value)
            guard var rows = ordered.first?.rows else { return RawStopTimes(capacity: 0) }
            rows.rows.reserveCapacity(ordered.reduce(0) { $0 + $1.rows.count })
            warnings.append(ordered[0].warnings, lineOffset: 0)
            var nextLine = ordered[0].nextLine
            for part in ordered.dropFirst() {
                rows.append(part.rows, lineOffset: Int32(nextLine - 1))
                warnings.append(part.warnings, lineOffset: nextLine - 1)
                nextLine += part.nextLine - 1
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

    /// Reads the rows of one stretch of the file.
    private struct PartParser {
        let reader: CSVReader
        let columns: Columns
        let tripIDs: ByteStringInterner
        let stopIDs: ByteStringInterner
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
                } else if let found = tripIDs.index(of: tripBytes) {
                    trip = found
                    lastTrip = found
                    lastTripBytes = tripBytes
                } else {
                    return skip(row, "trip_id \"\(row.string(columns.trip))\" is not in trips.txt")
                }
                guard let stop = stopIDs.index(of: row.field(columns.stop)) else {
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
