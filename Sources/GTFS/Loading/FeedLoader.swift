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
    private let fileNames: Set<String>
    private var stopTimesFile: StreamedFile?
    private let warnings: WarningLog

    init(files: FeedFiles, options: FeedLoadOptions) {
        self.files = files.texts
        self.fileNames = Set(files.texts.keys).union(files.streamed == nil ? [] : [StopTimesParser.fileName])
        self.stopTimesFile = files.streamed
        self.warnings = WarningLog(capacity: options.maxKeptWarnings)
    }

    /// Parses every file; `stop_times.txt` may still be arriving while the others are read.
    mutating func load() throws -> GTFSFeed.Parts {
        defer { stopTimesFile?.abandon() }
        for name in ["agency.txt", "stops.txt", "routes.txt", "trips.txt"] where files[name] == nil {
            throw FeedLoadError.missingFile(name)
        }
        guard stopTimesFile != nil else { throw FeedLoadError.missingFile(StopTimesParser.fileName) }
        var calendarFile = files.removeValue(forKey: "calendar.txt")
        var calendarDatesFile = files.removeValue(forKey: "calendar_dates.txt")
        guard calendarFile != nil || calendarDatesFile != nil else { throw FeedLoadError.missingCalendar }

        let (agencies, timeZone) = try MetadataParsers.parseAgencies(&files["agency.txt"]!, warnings: warnings)
        let stops = try StopsParser.parse(&files["stops.txt"]!, warnings: warnings)
        let (routes, routeIDs) = try RoutesAndTripsParser.parseRoutes(&files["routes.txt"]!, warnings: warnings)
        var rules = try CalendarParser.parse(calendar: &calendarFile, calendarDates: &calendarDatesFile, warnings: warnings)
        let (trips, tripIDs) = try RoutesAndTripsParser.parseTrips(
            &files["trips.txt"]!, routeIDs: routeIDs, routes: routes, serviceIDs: &rules.serviceIDs, warnings: warnings)
        var feedInfo: FeedInfo?
        if files["feed_info.txt"] != nil {
            feedInfo = MetadataParsers.parseFeedInfo(&files["feed_info.txt"]!, warnings: warnings)
        }
        let raw = try StopTimesParser.parse(stopTimesFile!, tripIDs: tripIDs, stopIDs: stops.ids, warnings: warnings)
        self.stopTimesFile = nil  // the text goes before the table is built (peak memory)
        let stopTimes = StopTimeTable(raw: raw, tripIDs: trips.map(\.id), warnings: warnings)
        let calendar = ServiceCalendar(rules: rules, serviceIDs: rules.serviceIDs.strings())
        return GTFSFeed.Parts(
            fileNames: fileNames, agencies: agencies, timeZone: timeZone, stops: stops, routes: routes, trips: trips,
            tripIDs: tripIDs,
            feedInfo: feedInfo, stopTimes: stopTimes, visits: StopVisitIndex(table: stopTimes, stopCount: stops.stops.count),
            calendar: calendar, clock: ServiceDayClock(timeZone: timeZone, window: calendar.window),
            warnings: warnings.kept, warningCount: warnings.total)
    }
}
