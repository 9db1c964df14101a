/// A calendar date of the proleptic Gregorian calendar, as GTFS writes it (`YYYYMMDD`), with day arithmetic.
///
/// Dates are counted as whole days since 1970-01-01 so that comparisons, differences and weekday lookups are
/// integer operations; no time zone is involved.
public struct ServiceDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The date of `year`-`month`-`day`, or nil when that day does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= ServiceDate.daysIn(month: month, year: year) else { return nil }
        self.dayNumber = ServiceDate.dayNumber(year: year, month: month, day: day)
    }

    /// Parses GTFS `YYYYMMDD` (or `YYYY-MM-DD`); nil when malformed or not a real date.
    public init?(_ text: String) {
        var text = text
        let parsed = text.withUTF8 { ServiceDate(gtfsBytes: UnsafeBufferPointer(rebasing: $0[...])) }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Year, month (1–12) and day (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        // Civil-from-days over 400-year eras (each era has exactly 146,097 days).
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday; Weekday counts from Monday = 0.
        let index = ((dayNumber + 3) % 7 + 7) % 7
        return Weekday(rawValue: index)!
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> ServiceDate {
        ServiceDate(dayNumber: dayNumber + days)
    }

    /// Whole days from `self` to `other`.
    public func days(until other: ServiceDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = components
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// `YYYYMMDD`, the GTFS spelling.
    public var gtfsString: String {
        description.replacingOccurrences(of: "-", with: "")
    }

    /// Earlier first.
    public static func < (lhs: ServiceDate, rhs: ServiceDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    /// Parses `YYYYMMDD` or `YYYY-MM-DD` from raw bytes, surrounding spaces allowed.
    init?(gtfsBytes bytes: UnsafeBufferPointer<UInt8>) {
        var digits: (Int, Int) = (0, 0)  // (value, count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = (digits.0 * 10 + Int(byte &- UInt8(ascii: "0")), digits.1 + 1)
            case UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            default:
                return nil
            }
        }
        guard digits.1 == 8 else { return nil }
        self.init(year: digits.0 / 10_000, month: digits.0 / 100 % 100, day: digits.0 % 100)
    }

    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Days-from-civil: count from 0000-03-01 so that the leap day ends the year.
        let yearFromMarch = month <= 2 ? year - 1 : year
        let era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400
        let yearOfEra = yearFromMarch - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A day of the week, Monday first as in `calendar.txt`.
public enum Weekday: Int, Sendable, CaseIterable {
    /// The seven days, in `calendar.txt` column order.
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The `calendar.txt` column naming this day (`monday` … `sunday`).
    public var calendarColumn: String {
        switch self {
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        case .sunday: "sunday"
        }
    }
}
