import Foundation
import GTFS

/// A station and a local day whose events riders asked about.
public struct StationDay: Sendable, Hashable {
    public var stationID: String
    public var date: ServiceDate

    public init(stationID: String, date: ServiceDate) {
        self.stationID = stationID
        self.date = date
    }
}

/// The local days whose events can be asked for: today and the six after it, in the timetable's time zone.
public struct EventDays: Sendable {
    /// Today and the days after it.
    public static let count = 7

    private let calendar: Calendar

    /// Days in `timeZone` (the timetable's).
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The local date of `instant`.
    public func date(of instant: Date) -> ServiceDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return ServiceDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)!
    }

    /// Today at `now` and the days after it, `count` in all.
    public func dates(from now: Date) -> [ServiceDate] {
        let today = date(of: now)
        return (0..<Self.count).map(today.adding)
    }

    /// The part of `date` still to come at `now`: today from the start of the current hour (so that servers asking
    /// within the same hour ask the same question and share its answer), a later day whole; nil for a day past or
    /// beyond the last of `dates(from:)`.
    public func remainder(of date: ServiceDate, at now: Date) -> Range<Date>? {
        let ahead = self.date(of: now).days(until: date)
        guard (0..<Self.count).contains(ahead), let end = start(of: date.adding(days: 1)) else { return nil }
        let hour = calendar.dateInterval(of: .hour, for: now)?.start ?? now
        let start = ahead == 0 ? hour : self.start(of: date) ?? hour
        return start..<end
    }

    /// Local midnight at the start of `date`.
    private func start(of date: ServiceDate) -> Date? {
        let (year, month, day) = date.components
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }
}

extension CaltrainTimetable {
    /// `station` on the local day of `instant`: whose events a trains answer shows for its destination.
    public func eventsDay(at station: CaltrainStation, on instant: Date) -> StationDay {
        StationDay(stationID: station.id, date: EventDays(timeZone: feed.timeZone).date(of: instant))
    }
}
