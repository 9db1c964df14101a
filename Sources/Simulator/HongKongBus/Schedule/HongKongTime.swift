import Foundation

/// Hong Kong local time, UTC+8 all year (no daylight saving), as the APIs write it: `2026-07-30T21:31:00+08:00`.
public enum HongKongTime {
    /// Seconds east of UTC.
    public static let offset = 8 * 3_600

    /// The API's timestamp form, whole seconds, always `+08:00`.
    public static func string(from date: Date) -> String {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let days = local.floorDivided(by: 86_400)
        let seconds = local - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(seconds / 3_600)):\(pad(seconds / 60 % 60)):"
            + "\(pad(seconds % 60))+08:00"
    }

    /// Midnight in Hong Kong at the start of the local day that contains `date`.
    public static func startOfDay(containing date: Date) -> Date {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        return Date(timeIntervalSince1970: Double(local.floorDivided(by: 86_400) * 86_400 - offset))
    }

    /// A Hong Kong wall-clock time as a `Date`.
    public static func date(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date {
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset))
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    // Proleptic Gregorian calendar arithmetic after Howard Hinnant's `days_from_civil` / `civil_from_days`.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// Division rounding towards negative infinity, for dates before 1970.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
