import Foundation
import HongKongBus
import NextStopCore

/// How a departure reads in a table: minutes, a clock time in Hong Kong, or the operator's remark.
struct DepartureText {
    let language: Language

    /// "3 min", "-" for a bus that has just left, or the remark when there is no time.
    func minutes(_ departure: Departure) -> String {
        if let minutes = departure.minutes { return "\(minutes) min" }
        return departure.eta == nil ? departure.remark[language] : "-"
    }

    /// The time of day in Hong Kong, "—" without a time.
    func clock(_ departure: Departure) -> String {
        guard let eta = departure.eta else { return "—" }
        return Self.hongKongClock.string(from: eta)
    }

    /// The remark to show beside a time (empty for a tracked bus).
    func note(_ departure: Departure) -> String { departure.eta == nil ? "" : departure.remark[language] }

    private static let hongKongClock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Hong_Kong")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()
}
