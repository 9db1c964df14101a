/// For each stop, every visit by a trip sorted by departure time of day: stop `s` owns entries
/// `start[s] ..< start[s + 1]`, each a time (seconds of the service day) and a row of the `StopTimeTable`.
///
/// The times are those of the stop times, independent of dates, so one binary search per service date finds the
/// first visit at or after an instant; whether the trip runs that date is then a bit test in the calendar.
struct StopVisitIndex: Sendable {
    let start: [Int32]
    let time: [Int32]
    let row: [Int32]

    init(table: StopTimeTable, stopCount: Int) {
        var start = [Int32](repeating: 0, count: stopCount + 1)
        for stop in table.stop { start[Int(stop) + 1] += 1 }
        for index in 0..<stopCount { start[index + 1] += start[index] }
        // Time in the high half and row in the low half: sorting the plain integers sorts by time, then row.
        var keys = [UInt64](repeating: 0, count: table.stop.count)
        var cursor = start
        for (row, stop) in table.stop.enumerated() {
            keys[Int(cursor[Int(stop)])] = UInt64(UInt32(table.departure[row])) << 32 | UInt64(UInt32(row))
            cursor[Int(stop)] += 1
        }
        for stop in 0..<stopCount where start[stop + 1] - start[stop] > 1 {
            keys[Int(start[stop])..<Int(start[stop + 1])].sort()
        }
        self.start = start
        time = keys.map { Int32(truncatingIfNeeded: $0 >> 32) }
        row = keys.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    }

    /// Entries of stop `stop`.
    @inline(__always)
    func entries(ofStop stop: Int32) -> Range<Int> {
        Int(start[Int(stop)])..<Int(start[Int(stop) + 1])
    }

    /// The first entry of stop `stop` whose time is at or after `seconds` (the range's end when none).
    func firstEntry(ofStop stop: Int32, notBefore seconds: Int) -> Int {
        var low = Int(start[Int(stop)])
        var high = Int(start[Int(stop) + 1])
        while low < high {
            let middle = (low + high) >> 1
            if Int(time[middle]) < seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
