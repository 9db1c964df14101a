/// For each stop, every visit by a trip sorted by departure time of day: stop `s` owns entries
/// `start[s] ..< start[s + 1]`, each a time (seconds of the service day) and a row of the `StopTimeTable`.
///
/// The times are those of the stop times, independent of dates, so one binary search per service date finds the
/// first visit at or after an instant; whether the trip runs that date is then a bit test in the calendar.
struct StopVisitIndex: Sendable {
    let start: [Int32]
    let time: [Int32]
    let row: [Int32]

    /// Rows are put in order of departure time by two stable counting passes over its 16-bit halves, then spread
    /// stably to their stops: each stop's entries end sorted by time, then row, in linear time.
    init(table: StopTimeTable, stopCount: Int) {
        let times = table.departure
        var byTime = Array(0..<Int32(times.count))
        for shift in [0, 16] as [UInt32] {
            let half = { (row: Int32) in Int((UInt32(bitPattern: times[Int(row)]) >> shift) & 0xFFFF) }
            byTime = Self.spread(byTime, buckets: 1 << 16, bucket: half)
        }
        let stops = table.stop
        start = Self.bucketStarts(byTime, buckets: stopCount) { Int(stops[Int($0)]) }
        row = Self.spread(byTime, buckets: stopCount) { Int(stops[Int($0)]) }
        time = row.map { times[Int($0)] }
    }

    /// Where each bucket's rows begin once `rows` are grouped by bucket, and the end as a last element.
    private static func bucketStarts(_ rows: [Int32], buckets: Int, bucket: (Int32) -> Int) -> [Int32] {
        var starts = [Int32](repeating: 0, count: buckets + 1)
        for row in rows { starts[bucket(row) + 1] += 1 }
        for index in 0..<buckets { starts[index + 1] += starts[index] }
        return starts
    }

    /// `rows` grouped by bucket, keeping their order within each bucket (a counting sort).
    private static func spread(_ rows: [Int32], buckets: Int, bucket: (Int32) -> Int) -> [Int32] {
        var cursor = bucketStarts(rows, buckets: buckets, bucket: bucket)
        var placed = [Int32](repeating: 0, count: rows.count)
        for row in rows {
            let target = bucket(row)
            placed[Int(cursor[target])] = row
            cursor[target] += 1
        }
        return placed
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
