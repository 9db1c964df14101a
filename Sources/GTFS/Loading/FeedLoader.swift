import Foundation

/// How to load a feed.
public struct FeedLoadOptions: Sendable, Equatable {
    /// Limits applied when the feed is a zip archive.
    public var zipLimits: ZipSafetyLimits
    /// How many warnings to keep (all are counted in `GTFSFeed.warningCount`).
    public var maxKeptWarnings: Int

    /// Options with default zip limits, keeping up to 500 warnings.
    public init(zipLimits: ZipSafetyLimits = ZipSafetyLimits(), maxKeptWarnings: Int = 500) {
        self.zipLimits = zipLimits
        self.maxKeptWarnings = maxKeptWarnings
    }
}

/// Parses a feed's files in dependency order and builds its indexes.
struct FeedLoader {
    private var files: [String: Data]
    private let warnings: WarningLog

    init(files: [String: Data], options: FeedLoadOptions) {
        self.files = files
        self.warnings = WarningLog(capacity: options.maxKeptWarnings)
    }

    mutating func load() throws -> GTFSFeed.Parts {
        for name in ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"] where files[name] == nil {
            throw FeedLoadError.missingFile(name)
        }
        var calendarFile = files.removeValue(forKey: "calendar.txt")
        var calendarDatesFile = files.removeValue(forKey: "calendar_dates.txt")
        guard calendarFile != nil || calendarDatesFile != nil else { throw FeedLoadError.missingCalendar }

        let (agencies, timeZone) = try MetadataParsers.parseAgencies(&files["agency.txt"]!, warnings: warnings)
        let stops = try StopsParser.parse(&files["stops.txt"]!, warnings: warnings)
        let (routes, routeIds) = try RoutesAndTripsParser.parseRoutes(&files["routes.txt"]!, warnings: warnings)
        var rules = try CalendarParser.parse(calendar: &calendarFile, calendarDates: &calendarDatesFile, warnings: warnings)
        let (trips, tripIds) = try RoutesAndTripsParser.parseTrips(
            &files["trips.txt"]!, routeIds: routeIds, routes: routes, serviceIds: &rules.serviceIds, warnings: warnings)
        var feedInfo: FeedInfo?
        if files["feed_info.txt"] != nil {
            feedInfo = MetadataParsers.parseFeedInfo(&files["feed_info.txt"]!, warnings: warnings)
        }
        // The file text, then the raw rows, are released as soon as the next form is built (peak memory).
        let stopTimes = try StopTimeTable(
            raw: parseStopTimes(tripIds: tripIds, stopIds: stops.ids), tripIds: trips.map(\.id), warnings: warnings)
        let calendar = ServiceCalendar(rules: rules, serviceIds: rules.serviceIds.strings())
        return GTFSFeed.Parts(
            agencies: agencies, timeZone: timeZone, stops: stops, routes: routes, trips: trips, tripIds: tripIds,
            feedInfo: feedInfo, stopTimes: stopTimes, visits: StopVisitIndex(table: stopTimes, stopCount: stops.stops.count),
            calendar: calendar, clock: ServiceDayClock(timeZone: timeZone, window: calendar.window),
            warnings: warnings.kept, warningCount: warnings.total)
    }

    private mutating func parseStopTimes(tripIds: ByteStringInterner, stopIds: ByteStringInterner) throws -> RawStopTimes {
        var text = files.removeValue(forKey: "stop_times.txt")!
        return try StopTimesParser.parse(&text, tripIds: tripIds, stopIds: stopIds, warnings: warnings)
    }
}
