import Foundation

/// A stretch of the day a reminder watches, in local time, on weekdays, at weekends or every day: a rider's usual
/// trip, "07:30"–"09:00" on weekdays.
struct ReminderWindow: Codable, Sendable, Hashable {
    enum Days: String, Codable, Sendable {
        case weekdays
        case weekends
        case daily
    }

    /// The start and end as `HH:mm`, the end after the start.
    var from: String
    var until: String
    var days: Days

    /// The window once its times are read; a 400 naming the part at fault otherwise.
    func checked() throws -> ReminderWindow {
        guard let start = Self.minutes(from), let end = Self.minutes(until) else {
            throw APIError(.badRequest, "A reminder's times are written HH:mm, such as 07:30.", field: "watch.from")
        }
        guard start < end else {
            throw APIError(.badRequest, "A reminder's window ends after it starts.", field: "watch.until")
        }
        return self
    }

    /// Whether `instant` falls in the window on one of its days, in `timeZone`, the window opening `lookahead`
    /// seconds early.
    func contains(_ instant: Date, in timeZone: TimeZone, lookahead: TimeInterval = 0) -> Bool {
        let calendar = Self.calendar(timeZone)
        let weekend = calendar.isDateInWeekend(instant)
        if (days == .weekdays && weekend) || (days == .weekends && !weekend) { return false }
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        let opens = (Self.minutes(from) ?? 0) - Int(lookahead / 60)
        return opens..<(Self.minutes(until) ?? 0) ~= minute
    }

    /// Whether the local time of `instant` in `timeZone`, as minutes after midnight, lies in the window's times.
    func containsTime(of instant: Date, in timeZone: TimeZone) -> Bool {
        let parts = Self.calendar(timeZone).dateComponents([.hour, .minute], from: instant)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        return (Self.minutes(from) ?? 0)...(Self.minutes(until) ?? 0) ~= minute
    }

    /// True for the minute of one departure, as a bell beside a train keeps it.
    var isOneMinute: Bool {
        guard let start = Self.minutes(from), let end = Self.minutes(until) else { return false }
        return end - start == 1
    }

    /// The phrase key naming the window's days.
    var daysPhrase: String { "reminder_\(days.rawValue)" }

    /// The local day of `instant` (`2026-12-07`), which keys a window's events so that each is told once a day.
    static func day(of instant: Date, in timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day], from: instant)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The local time of `instant` in `timeZone` as a notification says it: `08:12`.
    static func clock(of instant: Date, in timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func minutes(_ time: String) -> Int? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
