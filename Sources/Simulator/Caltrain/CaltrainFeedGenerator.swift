import Foundation

/// What to generate: the calendar window, the scale and the version stamp.
public struct CaltrainFeedConfiguration: Sendable, Equatable {
    /// The first service day of calendar.txt and feed_info (default 2026-01-31).
    public var firstDay: CaltrainFeedDate
    /// The last service day (default 2027-01-31).
    public var lastDay: CaltrainFeedDate
    /// Roughly how many stop_times rows to produce; nil for the real timetable's size (about 5,200).
    public var targetStopTimes: Int?
    /// The instant in feed_info's `feed_version`; nil for 22:25 UTC the day before `firstDay`.
    public var publishedAt: Date?

    /// A configuration; the defaults match the 2026 timetable.
    public init(
        firstDay: CaltrainFeedDate = CaltrainFeedDate(year: 2026, month: 1, day: 31)!,
        lastDay: CaltrainFeedDate = CaltrainFeedDate(year: 2027, month: 1, day: 31)!,
        targetStopTimes: Int? = nil, publishedAt: Date? = nil
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.targetStopTimes = targetStopTimes
        self.publishedAt = publishedAt
    }

    /// `publishedAt`, or 22:25 UTC on the day before `firstDay`.
    var versionInstant: Date {
        publishedAt ?? Date(timeIntervalSince1970: Double(firstDay.dayNumber - 1) * 86_400 + 22 * 3_600 + 25 * 60)
    }
}

/// Why a configuration cannot be generated.
public enum CaltrainFeedError: Error, Equatable, CustomStringConvertible {
    /// The window must hold at least one whole week so that every weekday and weekend service runs.
    case windowTooShort(days: Int)
    /// The stop_times target must be positive.
    case invalidTarget(Int)

    public var description: String {
        switch self {
        case .windowTooShort(let days): "the feed window must cover at least 7 days, not \(days)"
        case .invalidTarget(let target): "the stop_times target must be positive, not \(target)"
        }
    }
}

/// Generates a Caltrain-like GTFS feed; the same configuration and generator state give the same bytes.
public struct CaltrainFeedGenerator: Sendable {
    /// What this generator produces.
    public let configuration: CaltrainFeedConfiguration

    /// More trains per day up to this multiple of the real timetable; past it the window is cut into more periods.
    static let maximumDensity = 4.0

    /// A generator for `configuration`.
    public init(configuration: CaltrainFeedConfiguration = CaltrainFeedConfiguration()) {
        self.configuration = configuration
    }

    /// The feed, drawing service ids, departure shifts and running-time padding from `generator`.
    public func generate(using generator: inout some RandomNumberGenerator) throws -> CaltrainFeed {
        let (plan, slots) = try layout()
        let serviceIDs = CaltrainTripBuilder.serviceIDs(count: plan.services.count, using: &generator)
        let trips = CaltrainTripBuilder.trips(slots, plan: plan, serviceIDs: serviceIDs, using: &generator)
        let files: [String: Data] = [
            "agency.txt": CaltrainNetworkTables.agency(),
            "stops.txt": CaltrainNetworkTables.stops(),
            "routes.txt": CaltrainNetworkTables.routes(),
            "transfers.txt": CaltrainNetworkTables.transfers(),
            "trips.txt": CaltrainScheduleTables.trips(trips),
            "stop_times.txt": CaltrainScheduleTables.stopTimes(trips),
            "calendar.txt": CaltrainScheduleTables.calendar(plan, serviceIDs: serviceIDs),
            "calendar_dates.txt": CaltrainScheduleTables.calendarDates(plan, serviceIDs: serviceIDs),
            "feed_info.txt": CaltrainScheduleTables.feedInfo(
                first: configuration.firstDay, last: configuration.lastDay, publishedAt: configuration.versionInstant),
        ]
        var tripsByKind: [CaltrainServiceKind: Int] = [:]
        for slot in slots {
            tripsByKind[plan.services[slot.service].kind, default: 0] += 1
        }
        let summary = CaltrainFeedSummary(
            stations: CaltrainStation.all.count, periods: plan.periods.count, services: plan.services.count,
            trips: trips.count, stopTimes: CaltrainServicePlan.stopTimeCount(slots), tripsByKind: tripsByKind)
        return CaltrainFeed(files: files, summary: summary, modificationDate: configuration.versionInstant)
    }

    /// The services and trains: the real timetable, or for a stop_times target, more trains a day and then more periods.
    private func layout() throws -> (CaltrainServicePlan, [TrainSlot]) {
        let (first, last) = (configuration.firstDay, configuration.lastDay)
        let days = last.dayNumber - first.dayNumber + 1
        guard days >= 7 else { throw CaltrainFeedError.windowTooShort(days: days) }
        let single = CaltrainServicePlan(from: first, through: last, periods: 1)
        guard let target = configuration.targetStopTimes else { return (single, single.slots(density: 1)) }
        guard target > 0 else { throw CaltrainFeedError.invalidTarget(target) }
        let scale = Double(target) / Double(CaltrainServicePlan.stopTimeCount(single.slots(density: 1)))
        let periods = min(
            max(1, Int((scale / Self.maximumDensity).rounded(.up))),
            CaltrainServicePlan.maximumPeriods(from: first, through: last))
        let plan = CaltrainServicePlan(from: first, through: last, periods: periods)
        // Periods differ in holidays and event days, and each wave rounds its count: measure, correct, keep the closest.
        var density = scale / Double(periods)
        var slots = plan.slots(density: density)
        var best = slots
        for _ in 0..<4 {
            density *= Double(target) / Double(CaltrainServicePlan.stopTimeCount(slots))
            slots = plan.slots(density: density)
            if distance(slots, from: target) < distance(best, from: target) { best = slots }
        }
        return (plan, best)
    }

    private func distance(_ slots: [TrainSlot], from target: Int) -> Int {
        abs(CaltrainServicePlan.stopTimeCount(slots) - target)
    }
}
