/// One row of `stop_times.txt` as read: interned indexes and seconds.
struct RawStopTime {
    /// Bits of `flags`.
    static let noPickup: UInt8 = 1
    static let noDropOff: UInt8 = 2
    /// Marks a blank time.
    static let blankTime: Int32 = -1

    var trip: Int32
    var stop: Int32
    var sequence: Int32
    var arrival: Int32
    var departure: Int32
    /// Index into `RawStopTimes.headsigns`, -1 for none.
    var headsign: Int32
    /// The line the row starts on.
    var line: Int32
    var flags: UInt8
}

/// The rows of `stop_times.txt` in file order, and the distinct `stop_headsign`s they name.
struct RawStopTimes {
    var rows: [RawStopTime] = []
    var headsigns: [String] = []
    private var headsignIndex: [String: Int32] = [:]

    var count: Int { rows.count }

    /// Room for about `capacity` rows.
    init(capacity: Int) {
        rows.reserveCapacity(capacity)
    }

    /// The index of `text` in `headsigns`, added when new.
    mutating func headsignIndex(of text: String) -> Int32 {
        if let known = headsignIndex[text] { return known }
        let index = Int32(headsigns.count)
        headsignIndex[text] = index
        headsigns.append(text)
        return index
    }

    /// Appends the rows of a later stretch of the file whose lines were counted from 1 (`lineOffset` makes them
    /// the file's), its headsigns merged into these.
    mutating func append(_ later: RawStopTimes, lineOffset: Int32) {
        let headsignMap = later.headsigns.map { headsignIndex(of: $0) }
        rows += later.rows.lazy.map { row in
            var row = row
            row.line += lineOffset
            if row.headsign >= 0 { row.headsign = headsignMap[Int(row.headsign)] }
            return row
        }
    }
}
