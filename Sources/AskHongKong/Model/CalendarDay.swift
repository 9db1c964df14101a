import Foundation

/// A date in Hong Kong, as the Observatory's forecasts name it (`20251130`), and as answers and kept files write it
/// (`2025-11-30`).
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of `instant` on Hong Kong's clock.
    public init(_ instant: Date) {
        let parts = Self.hongKong.dateComponents([.year, .month, .day], from: instant)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// A day written `YYYYMMDD`, or nil for anything else.
    public init?(compact text: String) {
        guard text.utf8.count == 8, text.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(text) else {
            return nil
        }
        let day = CalendarDay(year: number / 10_000, month: number / 100 % 100, day: number % 100)
        guard day.startInHongKong != nil else { return nil }
        self = day
    }

    /// A day written `YYYY-MM-DD`, or nil for anything else.
    public init?(dashed text: String) {
        let characters = Array(text)
        guard characters.count == 10, characters[4] == "-", characters[7] == "-" else { return nil }
        self.init(compact: String(characters[0..<4] + characters[5..<7] + characters[8..<10]))
    }

    /// `YYYY-MM-DD`.
    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// Reads `"YYYY-MM-DD"`, as `description` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let day = CalendarDay(dashed: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD day")
        }
        self = day
    }

    /// Writes `"YYYY-MM-DD"`, the same as in answers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        guard let start = startInHongKong, let later = Self.hongKong.date(byAdding: .day, value: count, to: start) else {
            return self
        }
        return CalendarDay(later)
    }

    /// 1 for Sunday to 7 for Saturday, as `Calendar` counts.
    public var weekday: Int {
        startInHongKong.map { Self.hongKong.component(.weekday, from: $0) } ?? 1
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Midnight at the start of the day in Hong Kong; nil for a date the calendar does not have (`20251131`).
    private var startInHongKong: Date? {
        let parts = DateComponents(year: year, month: month, day: day)
        guard parts.isValidDate(in: Self.hongKong) else { return nil }
        return Self.hongKong.date(from: parts)
    }

    /// The Gregorian calendar on Hong Kong time (UTC+8 all year).
    static let hongKong: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? TimeZone(secondsFromGMT: 8 * 3_600)!
        return calendar
    }()
}
