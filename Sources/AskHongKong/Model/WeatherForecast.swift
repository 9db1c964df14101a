import Foundation

/// The probability of significant rain the Observatory gives each forecast day (`PSR`).
public enum ChanceOfRain: String, Sendable, Hashable, CaseIterable {
    case low = "Low"
    case mediumLow = "Medium Low"
    case medium = "Medium"
    case mediumHigh = "Medium High"
    case high = "High"

    /// The level from its English or Chinese wording (`Medium Low`, `中低`); nil for anything else.
    public init?(wording: String) {
        let chinese: [String: ChanceOfRain] = ["低": .low, "中低": .mediumLow, "中": .medium, "中高": .mediumHigh, "高": .high]
        let text = wording.trimmingCharacters(in: .whitespaces)
        guard let level = ChanceOfRain(rawValue: text) ?? chinese[text] else { return nil }
        self = level
    }

    /// True from `Medium High` up: rain is more likely than not worth planning for.
    public var isLikely: Bool { self == .mediumHigh || self == .high }
}

/// One day of the Observatory's 9-day forecast (`fnd`), its texts in the language asked.
public struct DayForecast: Sendable, Hashable {
    public var day: CalendarDay
    public var weekday: String
    public var weather: String
    public var wind: String
    public var minTemperature: Double?
    public var maxTemperature: Double?
    public var minHumidity: Double?
    public var maxHumidity: Double?
    public var icon: Int?
    public var chanceOfRain: ChanceOfRain?

    public init(
        day: CalendarDay, weekday: String, weather: String, wind: String, minTemperature: Double?,
        maxTemperature: Double?, minHumidity: Double?, maxHumidity: Double?, icon: Int?, chanceOfRain: ChanceOfRain?
    ) {
        self.day = day
        self.weekday = weekday
        self.weather = weather
        self.wind = wind
        self.minTemperature = minTemperature
        self.maxTemperature = maxTemperature
        self.minHumidity = minHumidity
        self.maxHumidity = maxHumidity
        self.icon = icon
        self.chanceOfRain = chanceOfRain
    }
}

/// The 9-day forecast: its days in date order and the general situation.
public struct WeatherForecast: Sendable, Hashable {
    public var generalSituation: String
    public var days: [DayForecast]
    public var updateTime: Date?

    public init(generalSituation: String, days: [DayForecast], updateTime: Date?) {
        self.generalSituation = generalSituation
        self.days = days.sorted { $0.day < $1.day }
        self.updateTime = updateTime
    }

    /// The forecast for `day`, found by its date: the first day is today before the 11:30 issue and tomorrow
    /// from it (API-NOTES §HKO 5).
    public func forecast(for day: CalendarDay) -> DayForecast? { days.first { $0.day == day } }
}
