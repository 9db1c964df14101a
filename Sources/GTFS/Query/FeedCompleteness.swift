import NextStopCore

/// How complete a feed is, so that a new copy of it replaces the kept one only when it is about as complete, and a
/// feed with an empty timetable is never taken for one.
extension GTFSFeed {
    /// The files a timetable cannot do without; each must keep at least one usable row.
    public static let requiredTables = ["stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]

    /// The rule a new copy of feed `name` must pass to replace the kept copy: every required file with rows, every
    /// file the kept copy had, and at least half its trips and stop times (a timetable changes by the season, but
    /// not by half overnight).
    public static func replacementRule(name: String) -> ReplacementRule {
        ReplacementRule(
            dataset: "\(name) GTFS", compared: ["trips.txt", "stop_times.txt"], minimumShare: 0.5, required: requiredTables)
    }

    /// The rows kept of each required file; every other file read is listed with 0 (it is checked for presence only).
    public var counts: DatasetCounts {
        var counts = Dictionary(uniqueKeysWithValues: fileNames.map { ($0, 0) })
        counts["stops.txt"] = stops.count
        counts["routes.txt"] = routes.count
        counts["trips.txt"] = trips.count
        counts["stop_times.txt"] = stopTimeCount
        return DatasetCounts(counts)
    }

    /// Throws `FeedLoadError.emptyTable` for the first required file left without a usable row.
    public func requireTimetable() throws(FeedLoadError) {
        let counts = counts.counts
        if let empty = Self.requiredTables.first(where: { (counts[$0] ?? 0) == 0 }) { throw .emptyTable(empty) }
    }
}
