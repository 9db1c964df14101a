import Foundation

/// The dates a feed covers: `feed_info.txt`'s start and end dates, else the calendar's first and last dates.
public struct FeedValidity: Sendable, Hashable, CustomStringConvertible {
    /// Where the dates came from.
    public enum Source: Sendable, Hashable {
        /// Both dates from `feed_info.txt`.
        case feedInfo
        /// Both dates from the calendar files.
        case calendar
        /// One from each (feed_info gave only one).
        case feedInfoAndCalendar
    }

    /// The first valid date.
    public let firstDate: ServiceDate
    /// The last valid date (the feed expires at the end of it).
    public let lastDate: ServiceDate
    /// Where the dates came from.
    public let source: Source

    /// A window from `firstDate` to `lastDate`, taken from `source`.
    public init(firstDate: ServiceDate, lastDate: ServiceDate, source: Source) {
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.source = source
    }

    /// `2026-01-31 … 2027-01-31`.
    public var description: String {
        "\(firstDate) … \(lastDate)"
    }
}

/// A reason to warn that a feed is stale or not yet in force.
public enum FeedExpiryWarning: Sendable, Hashable, CustomStringConvertible {
    /// The last valid date is within the next 14 days; `daysLeft` counts today (1 on the last day).
    case expiresSoon(lastDate: ServiceDate, daysLeft: Int)
    /// The last valid date has passed.
    case expired(lastDate: ServiceDate, daysAgo: Int)
    /// The first valid date is still to come.
    case notYetValid(firstDate: ServiceDate)

    /// One line for a CLI or an API field.
    public var description: String {
        switch self {
        case .expiresSoon(let lastDate, let daysLeft):
            "the timetable expires after \(lastDate) (\(daysLeft) day\(daysLeft == 1 ? "" : "s") left); update the feed"
        case .expired(let lastDate, let daysAgo):
            "the timetable expired after \(lastDate) (\(daysAgo) day\(daysAgo == 1 ? "" : "s") ago); update the feed"
        case .notYetValid(let firstDate): "the timetable only starts on \(firstDate)"
        }
    }
}

extension GTFSFeed {
    /// Days before expiry from which `expiryWarning(at:)` warns.
    public static let expiryWarningDays = 14

    /// The feed's validity window, or nil when it has neither feed_info dates nor calendar rules.
    public var validity: FeedValidity? {
        let calendarRange = calendar.window
        guard let first = feedInfo?.startDate ?? calendarRange?.lowerBound,
            let last = feedInfo?.endDate ?? calendarRange?.upperBound
        else { return nil }
        let source: FeedValidity.Source =
            switch (feedInfo?.startDate != nil, feedInfo?.endDate != nil) {
            case (true, true): .feedInfo
            case (false, false): .calendar
            default: .feedInfoAndCalendar
            }
        return FeedValidity(firstDate: first, lastDate: last, source: source)
    }

    /// A warning when, at `instant` (agency-local date), the feed has expired, expires within 14 days, or has not
    /// started yet; nil when it is comfortably valid or has no window.
    public func expiryWarning(at instant: Date) -> FeedExpiryWarning? {
        guard let validity else { return nil }
        let today = localDate(of: instant)
        if today > validity.lastDate {
            return .expired(lastDate: validity.lastDate, daysAgo: validity.lastDate.days(until: today))
        }
        let daysLeft = today.days(until: validity.lastDate) + 1
        if daysLeft <= Self.expiryWarningDays { return .expiresSoon(lastDate: validity.lastDate, daysLeft: daysLeft) }
        if today < validity.firstDate { return .notYetValid(firstDate: validity.firstDate) }
        return nil
    }
}
