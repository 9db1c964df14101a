import Foundation

/// A stop time on a given service date, found by `upcomingVisits`.
struct DatedVisit {
    /// The row of the `StopTimeTable` at the searched stop.
    let row: Int32
    /// A second row the matcher picked (the destination of a direct trip), or `row` itself.
    let matchedRow: Int32
    let dayNumber: Int
    /// The departure at `row`, in Unix seconds.
    let instantSeconds: Double
}

extension GTFSFeed {
    /// The first `limit` visits to `stops` at or after `instant` that `match` accepts, in time order, across every
    /// service date whose trips reach that instant (yesterday's after-midnight trips included).
    ///
    /// For each (stop, service date) a binary search finds the first visit at or after the instant relative to that
    /// date's reference; visits are then walked in time order, keeping those whose service runs on the date, until
    /// `limit` are found. Each list is in time order, so the overall first `limit` are among the kept ones.
    func upcomingVisits(
        atStops stops: [Int32], from instant: Date, limit: Int, match: (_ row: Int32) -> Int32?
    ) -> [DatedVisit] {
        guard limit > 0 else { return [] }
        let target = instant.timeIntervalSince1970
        let today = clock.localDayNumber(of: instant)
        var found: [DatedVisit] = []
        for dayNumber in (today - lookbackDays)...(today + 1) where calendar.hasAnyService(dayNumber: dayNumber) {
            let reference = clock.referenceSeconds(dayNumber: dayNumber)
            let firstSeconds = Int((target - reference).rounded(.up))
            for stop in stops {
                var kept = 0
                var entry = visits.firstEntry(ofStop: stop, notBefore: firstSeconds)
                let end = visits.entries(ofStop: stop).upperBound
                while entry < end, kept < limit {
                    let row = visits.row[entry]
                    let trip = stopTimes.rowTrip[Int(row)]
                    if calendar.isActive(tripService[Int(trip)], dayNumber: dayNumber), let matched = match(row) {
                        let seconds = reference + Double(visits.time[entry])
                        found.append(DatedVisit(row: row, matchedRow: matched, dayNumber: dayNumber, instantSeconds: seconds))
                        kept += 1
                    }
                    entry += 1
                }
            }
        }
        found.sort { ($0.instantSeconds, $0.row) < ($1.instantSeconds, $1.row) }
        return Array(found.prefix(limit))
    }
}
