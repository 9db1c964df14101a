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

    init(raw: RawStopTimes, tripIds: [String], warnings: WarningLog) {
        let order = Self.groupByTrip(raw, tripCount: tripIds.count)
        var builder = Builder(capacity: raw.count, tripCount: tripIds.count)
        var tripRows: [Int32] = []
        for trip in 0..<tripIds.count {
            tripRows.removeAll(keepingCapacity: true)
            tripRows.append(contentsOf: order.rows[Int(order.start[trip])..<Int(order.start[trip + 1])])
            let inOrder = zip(tripRows, tripRows.dropFirst()).allSatisfy { raw.sequence[Int($0)] < raw.sequence[Int($1)] }
            if !inOrder {
                tripRows.sort { (raw.sequence[Int($0)], $0) < (raw.sequence[Int($1)], $1) }
            }
            builder.appendTrip(Int32(trip), tripRows, raw: raw, tripId: tripIds[trip], warnings: warnings)
        }
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
    private static func groupByTrip(_ raw: RawStopTimes, tripCount: Int) -> (start: [Int32], rows: [Int32]) {
        var start = [Int32](repeating: 0, count: tripCount + 1)
        for trip in raw.trip { start[Int(trip) + 1] += 1 }
        for index in 0..<tripCount { start[index + 1] += start[index] }
        var cursor = start
        var rows = [Int32](repeating: 0, count: raw.count)
        for (row, trip) in raw.trip.enumerated() {
            rows[Int(cursor[Int(trip)])] = Int32(row)
            cursor[Int(trip)] += 1
        }
        return (start, rows)
    }
}

/// Accumulates the table trip by trip.
private struct Builder {
    var tripStart: [Int32]
    var stop: [Int32] = []
    var sequence: [Int32] = []
    var arrival: [Int32] = []
    var departure: [Int32] = []
    var flags: [UInt8] = []
    var headsign: [Int32] = []
    var rowTrip: [Int32] = []

    init(capacity: Int, tripCount: Int) {
        tripStart = [0]
        tripStart.reserveCapacity(tripCount + 1)
        stop.reserveCapacity(capacity)
        sequence.reserveCapacity(capacity)
        arrival.reserveCapacity(capacity)
        departure.reserveCapacity(capacity)
        flags.reserveCapacity(capacity)
        headsign.reserveCapacity(capacity)
        rowTrip.reserveCapacity(capacity)
    }

    /// Appends one trip's rows (already in sequence order); a trip whose first or last stop has no time is dropped.
    mutating func appendTrip(_ trip: Int32, _ rows: [Int32], raw: RawStopTimes, tripId: String, warnings: WarningLog) {
        let first = stop.count
        var previousSequence: Int32 = -1
        for rawRow in rows {
            let row = Int(rawRow)
            if raw.sequence[row] == previousSequence {
                warnings.add(
                    StopTimesParser.fileName, line: Int(raw.line[row]),
                    "trip \(tripId) repeats stop_sequence \(previousSequence); row skipped")
                continue
            }
            previousSequence = raw.sequence[row]
            stop.append(raw.stop[row])
            sequence.append(raw.sequence[row])
            let arrivalTime = raw.arrival[row] >= 0 ? raw.arrival[row] : raw.departure[row]
            arrival.append(arrivalTime)
            departure.append(raw.departure[row] >= 0 ? raw.departure[row] : arrivalTime)
            var rowFlags: UInt8 = 0
            if raw.flags[row] & RawStopTimes.noPickup == 0 { rowFlags |= StopTimeTable.canBoard }
            if raw.flags[row] & RawStopTimes.noDropOff == 0 { rowFlags |= StopTimeTable.canAlight }
            flags.append(rowFlags)
            headsign.append(raw.headsign[row])
            rowTrip.append(trip)
        }
        let last = stop.count - 1
        if last >= first, arrival[first] < 0 || arrival[last] < 0 {
            warnings.add(
                StopTimesParser.fileName, line: Int(raw.line[Int(rows[0])]),
                "trip \(tripId) has no time at its first or last stop; trip skipped")
            removeRows(from: first)
        } else if last >= first {
            flags[first] &= ~StopTimeTable.canAlight
            flags[last] &= ~StopTimeTable.canBoard
            interpolateBlankTimes(first...last)
        }
        tripStart.append(Int32(stop.count))
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

    private mutating func removeRows(from first: Int) {
        let extra = stop.count - first
        stop.removeLast(extra)
        sequence.removeLast(extra)
        arrival.removeLast(extra)
        departure.removeLast(extra)
        flags.removeLast(extra)
        headsign.removeLast(extra)
        rowTrip.removeLast(extra)
    }
}
