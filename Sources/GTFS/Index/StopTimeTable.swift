/// Every trip's stops in `stop_sequence` order, stored as parallel arrays; trip `t` owns rows
/// `tripStart[t] ..< tripStart[t + 1]`.
///
/// Built once at load: rows are grouped by trip with a counting sort, ordered by `stop_sequence` (usually already
/// in order), duplicates dropped, blank times filled from the other time of the row or interpolated between the
/// neighbouring timed stops, and boarding / alighting flags worked out.
struct StopTimeTable: Sendable {
    /// Bits of `flags`.
    static let canBoard: UInt8 = 1
    static let canAlight: UInt8 = 2
    static let interpolated: UInt8 = 4

    let tripStart: [Int32]
    let stop: [Int32]
    let sequence: [Int32]
    let arrival: [Int32]
    let departure: [Int32]
    let flags: [UInt8]
    /// Index into `headsigns` per row (-1 for none); empty when the feed has no `stop_headsign` at all.
    private let headsignIndex: [Int32]
    /// The trip each row belongs to.
    let rowTrip: [Int32]
    let headsigns: [String]

    /// The `stop_headsign` of row `row`, if any.
    func headsign(atRow row: Int) -> String? {
        guard !headsignIndex.isEmpty, headsignIndex[row] >= 0 else { return nil }
        return headsigns[Int(headsignIndex[row])]
    }

    /// Rows of trip `trip`.
    @inline(__always)
    func rows(ofTrip trip: Int32) -> Range<Int> {
        Int(tripStart[Int(trip)])..<Int(tripStart[Int(trip) + 1])
    }

    init(raw: RawStopTimes, tripIDs: [String], warnings: WarningLog) {
        let order = Self.groupByTrip(raw.rows, tripCount: tripIDs.count)
        var builder = Builder(capacity: raw.count, tripCount: tripIDs.count)
        var tripRows: [Int32] = []
        raw.rows.withUnsafeBufferPointer { rows in
            for trip in 0..<tripIDs.count {
                tripRows.removeAll(keepingCapacity: true)
                tripRows.append(contentsOf: order.rows[Int(order.start[trip])..<Int(order.start[trip + 1])])
                let inOrder = zip(tripRows, tripRows.dropFirst()).allSatisfy {
                    rows[Int($0)].sequence < rows[Int($1)].sequence
                }
                if !inOrder {
                    tripRows.sort { (rows[Int($0)].sequence, $0) < (rows[Int($1)].sequence, $1) }
                }
                builder.appendTrip(Int32(trip), tripRows, rows: rows, tripID: tripIDs[trip], warnings: warnings)
            }
        }
        builder.dropUnfilledRows()
        tripStart = builder.tripStart
        stop = builder.stop
        sequence = builder.sequence
        arrival = builder.arrival
        departure = builder.departure
        flags = builder.flags
        headsignIndex = raw.headsigns.isEmpty ? [] : builder.headsign
        rowTrip = builder.rowTrip
        headsigns = raw.headsigns
    }

    /// Row indexes grouped by trip (stable within a trip), by counting sort.
    private static func groupByTrip(_ raw: [RawStopTime], tripCount: Int) -> (start: [Int32], rows: [Int32]) {
        var start = [Int32](repeating: 0, count: tripCount + 1)
        for row in raw { start[Int(row.trip) + 1] += 1 }
        for index in 0..<tripCount { start[index + 1] += start[index] }
        var cursor = start
        var rows = [Int32](repeating: 0, count: raw.count)
        for (index, row) in raw.enumerated() {
            rows[Int(cursor[Int(row.trip)])] = Int32(index)
            cursor[Int(row.trip)] += 1
        }
        return (start, rows)
    }
}

/// Accumulates the table trip by trip into columns allocated once for every row; `count` rows are filled.
private struct Builder {
    var tripStart: [Int32]
    var stop: [Int32]
    var sequence: [Int32]
    var arrival: [Int32]
    var departure: [Int32]
    var flags: [UInt8]
    var headsign: [Int32]
    var rowTrip: [Int32]
    private(set) var count = 0

    init(capacity: Int, tripCount: Int) {
        tripStart = [0]
        tripStart.reserveCapacity(tripCount + 1)
        stop = [Int32](repeating: 0, count: capacity)
        sequence = stop
        arrival = stop
        departure = stop
        headsign = stop
        rowTrip = stop
        flags = [UInt8](repeating: 0, count: capacity)
    }

    /// Appends one trip's rows (already in sequence order); a trip whose first or last stop has no time is dropped.
    mutating func appendTrip(
        _ trip: Int32, _ tripRows: [Int32], rows: UnsafeBufferPointer<RawStopTime>, tripID: String, warnings: WarningLog
    ) {
        let first = count
        var previousSequence: Int32 = -1
        for index in tripRows {
            let row = rows[Int(index)]
            if row.sequence == previousSequence {
                warnings.add(
                    StopTimesParser.fileName, line: Int(row.line),
                    "trip \(tripID) repeats stop_sequence \(previousSequence); row skipped")
                continue
            }
            previousSequence = row.sequence
            let arrivalTime = row.arrival >= 0 ? row.arrival : row.departure
            var rowFlags: UInt8 = 0
            if row.flags & RawStopTime.noPickup == 0 { rowFlags |= StopTimeTable.canBoard }
            if row.flags & RawStopTime.noDropOff == 0 { rowFlags |= StopTimeTable.canAlight }
            stop[count] = row.stop
            sequence[count] = row.sequence
            arrival[count] = arrivalTime
            departure[count] = row.departure >= 0 ? row.departure : arrivalTime
            flags[count] = rowFlags
            headsign[count] = row.headsign
            rowTrip[count] = trip
            count += 1
        }
        let last = count - 1
        if last >= first, arrival[first] < 0 || arrival[last] < 0 {
            warnings.add(
                StopTimesParser.fileName, line: Int(rows[Int(tripRows[0])].line),
                "trip \(tripID) has no time at its first or last stop; trip skipped")
            count = first
        } else if last >= first {
            flags[first] &= ~StopTimeTable.canAlight
            flags[last] &= ~StopTimeTable.canBoard
            interpolateBlankTimes(first...last)
        }
        tripStart.append(Int32(count))
    }

    /// Shortens the columns to the rows filled (skipped rows and dropped trips leave some unused at the end).
    mutating func dropUnfilledRows() {
        let unfilled = stop.count - count
        guard unfilled > 0 else { return }
        stop.removeLast(unfilled)
        sequence.removeLast(unfilled)
        arrival.removeLast(unfilled)
        departure.removeLast(unfilled)
        flags.removeLast(unfilled)
        headsign.removeLast(unfilled)
        rowTrip.removeLast(unfilled)
    }

    /// Fills rows with no time linearly between the timed rows around them.
    private mutating func interpolateBlankTimes(_ rows: ClosedRange<Int>) {
        var previousTimed = rows.lowerBound
        for row in rows where row > rows.lowerBound && arrival[row] >= 0 {
            let gap = row - previousTimed
            if gap > 1 {
                let from = Int(departure[previousTimed])
                let span = Int(arrival[row]) - from
                for blank in (previousTimed + 1)..<row {
                    let time = Int32(from + span * (blank - previousTimed) / gap)
                    arrival[blank] = time
                    departure[blank] = time
                    flags[blank] |= StopTimeTable.interpolated
                }
            }
            previousTimed = row
        }
    }
}
