import Foundation
import NextStopCore

/// How answers write numbers, times and days in each language.
enum Wording {
    /// `24` for 24.0, `24.5` otherwise: the Observatory gives whole degrees mostly.
    static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// `HH:mm` on Hong Kong's clock.
    static func time(_ instant: Date) -> String {
        let parts = CalendarDay.hongKong.dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// `27 Nov` in English, `11月27日` in Chinese.
    static func day(_ day: CalendarDay, in language: Language) -> String {
        guard language == .english else { return "\(day.month)月\(day.day)日" }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(day.day) \(months[(day.month - 1) % 12])"
    }

    /// A list as each language joins one: `A, B` or `A、B`.
    static func list(_ items: [String], in language: Language) -> String {
        items.joined(separator: language == .english ? ", " : "、")
    }

    /// The text in `language` of three spellings.
    static func say(_ language: Language, en: String, tc: String, sc: String) -> String {
        LocalizedText(en: en, tc: tc, sc: sc)[language]
    }
}
