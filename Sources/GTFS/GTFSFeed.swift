import Foundation

/// A static GTFS feed of any agency, loaded once into memory with the indexes its queries need.
///
/// Immutable after loading and safe to share between tasks. Boards and trip queries are in extensions:
/// `departures(from:at:limit:)`, `stopTimes(ofTrip:)`, `directTrips(from:to:departingAtOrAfter:limit:)`.
public final class GTFSFeed: Sendable {
    /// The agencies of `agency.txt`, in file order.
    public let agencies: [Agency]
    /// The time zone all times are read in (the first agency's `agency_timezone`).
    public let timeZone: TimeZone
    /// Every stop of `stops.txt`, in file order.
    public let stops: [Stop]
    /// Every route of `routes.txt`, in file order.
    public let routes: [Route]
    /// Every trip of `trips.txt`, in file order; a trip's position here is its `tripIndex`.
    public let trips: [Trip]
    /// The first row of `feed_info.txt`, when present.
    public let feedInfo: FeedInfo?
    /// The files the feed was read from (`calendar_dates.txt` …), among those this package reads.
    public let fileNames: Set<String>
    /// Problems skipped while loading (the first ones; see `warningCount`).
    public let warnings: [FeedWarning]
    /// How many warnings there were in all.
    public let warningCount: Int

    let stopIDs: ByteStringInterner
    let tripIDs: ByteStringInterner
    let stopParent: [Int32]
    let stopChildren: [[Int32]]
    let stopTimes: StopTimeTable
    let visits: StopVisitIndex
    let calendar: ServiceCalendar
    let clock: ServiceDayClock
    /// Per trip: its service and route index, kept apart from `trips` so hot loops touch no strings.
    let tripService: [Int32]
    let tripRoute: [Int32]
    /// How many service days before an instant can still have trips at or after it (times past 24:00).
    let lookbackDays: Int

    /// Loads the feed at `url`: a `.zip` archive or a folder of `.txt` files. Throws `FeedLoadError`.
    public convenience init(contentsOf url: URL, options: FeedLoadOptions = FeedLoadOptions()) throws {
        // The files go straight into the loader, which parses them in place and drops each when done.
        var loader = FeedLoader(files: try FeedSource.readFiles(at: url, limits: options.zipLimits), options: options)
        self.init(parts: try loader.load())
    }

    /// Loads a feed from its files' contents keyed by file name (`stops.txt`, …). Throws `FeedLoadError`.
    public convenience init(files: [String: Data], options: FeedLoadOptions = FeedLoadOptions()) throws {
        var loader = FeedLoader(files: FeedFiles(texts: files), options: options)
        self.init(parts: try loader.load())
    }

    /// Everything the loader produced.
    struct Parts: Sendable {
        var fileNames: Set<String>
        var agencies: [Agency]
        var timeZone: TimeZone
        var stops: ParsedStops
        var routes: [Route]
        var trips: [Trip]
        var tripIDs: ByteStringInterner
        var feedInfo: FeedInfo?
        var stopTimes: StopTimeTable
        var visits: StopVisitIndex
        var calendar: ServiceCalendar
        var clock: ServiceDayClock
        var warnings: [FeedWarning]
        var warningCount: Int
    }

    init(parts: Parts) {
        fileNames = parts.fileNames
        agencies = parts.agencies
        timeZone = parts.timeZone
        stops = parts.stops.stops
        stopIDs = parts.stops.ids
        stopParent = parts.stops.parentIndex
        stopChildren = parts.stops.childIndexes
        routes = parts.routes
        trips = parts.trips
        tripIDs = parts.tripIDs
        feedInfo = parts.feedInfo
        stopTimes = parts.stopTimes
        visits = parts.visits
        calendar = parts.calendar
        clock = parts.clock
        warnings = parts.warnings
        warningCount = parts.warningCount
        tripService = parts.trips.map(\.serviceIndex)
        tripRoute = parts.trips.map(\.routeIndex)
        let latest = Int(parts.stopTimes.departure.max() ?? 0)
        lookbackDays = max(1, (latest + 3600) / 86_400)
    }
}
