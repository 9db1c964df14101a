import Foundation

/// Turns (service date, seconds of the service day) into instants in the agency's time zone, and back.
///
/// GTFS measures times from "noon minus 12 h" of the service date, which is midnight except on daylight-saving
/// days (23:00 or 01:00 then), so a time is right on those days too. The reference instants of the days around
/// the feed's calendar are computed once with `Calendar`; other days are computed when asked.
public struct ServiceDayClock: Sendable {
    /// Days cached beyond the calendar window on each side, and at most in all.
    private static let margin = 3
    private static let maxCachedDays = 1200

    let timeZone: TimeZone
    private let calendar: Calendar
    private let firstCachedDay: Int
    private let referenceSeconds: [Double]

    /// A clock for `timeZone`, caching the days around `window`.
    public init(timeZone: TimeZone, window: ClosedRange<ServiceDate>? = nil) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.timeZone = timeZone
        self.calendar = calendar
        guard let window else {
            firstCachedDay = 0
            referenceSeconds = []
            return
        }
        firstCachedDay = window.lowerBound.dayNumber - Self.margin
        let lastDay = min(window.upperBound.dayNumber + Self.margin, firstCachedDay + Self.maxCachedDays - 1)
        referenceSeconds = (firstCachedDay...lastDay).map { Self.computeReference(dayNumber: $0, calendar: calendar) }
    }

    /// Unix seconds of "noon minus 12 h" on the day `dayNumber`, local to the agency.
    @inline(__always)
    func referenceSeconds(dayNumber: Int) -> Double {
        let offset = dayNumber &- firstCachedDay
        if offset >= 0, offset < referenceSeconds.count { return referenceSeconds[offset] }
        return Self.computeReference(dayNumber: dayNumber, calendar: calendar)
    }

    /// The instant `seconds` into the service day `dayNumber`.
    public func instant(dayNumber: Int, seconds: Int) -> Date {
        Date(timeIntervalSince1970: referenceSeconds(dayNumber: dayNumber) + Double(seconds))
    }

    /// The agency-local calendar date of `instant`, as a day number.
    public func localDayNumber(of instant: Date) -> Int {
        let localSeconds = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        return Int((localSeconds / 86_400).rounded(.down))
    }

    private static func computeReference(dayNumber: Int, calendar: Calendar) -> Double {
        let (year, month, day) = ServiceDate(dayNumber: dayNumber).components
        let noon = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: noon) else {
            // Not reachable for real zones; fall back to UTC noon shifted by the zone's standard offset.
            let utcNoon = Double(dayNumber) * 86_400 + 43_200
            return utcNoon - Double(calendar.timeZone.secondsFromGMT()) - 43_200
        }
        return date.timeIntervalSince1970 - 43_200
    }
}
