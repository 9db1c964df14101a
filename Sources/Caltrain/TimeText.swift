import Foundation
import GTFS

/// Instants as answers show them, `2026-11-25T08:05:00-08:00`: ISO 8601 in the agency's zone, as
/// `GTFSFeed.isoFormatter` writes them, but by arithmetic (an answer writes about fifty, and the formatter made them
/// most of its cost). The zone's offset is looked up once an hour of instants.
final class TimeText {
    private let timeZone: TimeZone
    private var offsets: [Int: Int] = [:]

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    func callAsFunction(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let hour = seconds >= 0 ? seconds / 3_600 : (seconds - 3_599) / 3_600
        let offset = offsets[hour] ?? lookUp(hour: hour, date: date)
        let local = seconds + offset
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let (year, month, dayOfMonth) = ServiceDate(dayNumber: day).components
        let second = local - day * 86_400
        let sign = offset < 0 ? "-" : "+"
        return "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(dayOfMonth, 2))T"
            + "\(Self.digits(second / 3_600, 2)):\(Self.digits(second / 60 % 60, 2)):\(Self.digits(second % 60, 2))"
            + "\(sign)\(Self.digits(abs(offset) / 3_600, 2)):\(Self.digits(abs(offset) / 60 % 60, 2))"
    }

    private func lookUp(hour: Int, date: Date) -> Int {
        let offset = timeZone.secondsFromGMT(for: date)
        offsets[hour] = offset
        return offset
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
