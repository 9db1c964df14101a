/// A service day as GTFS writes it (`YYYYMMDD`), with integer day arithmetic and no time zone involved.
public struct CaltrainFeedDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The Gregorian year, such as 2026.
    public let year: Int
    /// 1 … 12.
    public let month: Int
    /// 1 … 31.
    public let day: Int

    /// A valid Gregorian date, or nil (`2026-02-30` is nil).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYYMMDD`.
    public init?(_ text: String) {
        guard text.count == 8, text.allSatisfy(\.isASCII), let value = Int(text) else { return nil }
        self.init(year: value / 10_000, month: value / 100 % 100, day: value % 100)
    }

    /// Days since 1970-01-01 (negative before it).
    init(dayNumber: Int) {
        // Civil-from-days over 400-year eras of 146,097 days, starting on 1 March.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 = Monday … 6 = Sunday.
    var weekday: Int { ((dayNumber + 3) % 7 + 7) % 7 }

    var isWeekend: Bool { weekday >= 5 }

    /// The date `days` later (earlier when negative).
    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CaltrainFeedDate { CaltrainFeedDate(dayNumber: dayNumber + days) }

    /// `YYYYMMDD`.
    public var gtfs: String {
        String(year * 10_000 + month * 100 + day)
    }

    /// `YYYYMMDD`, as in the feed.
    public var description: String { gtfs }

    /// Earlier days first.
    public static func < (lhs: CaltrainFeedDate, rhs: CaltrainFeedDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
