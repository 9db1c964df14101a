import AskHongKong
import Foundation
import NextStopCore

/// A weather source with set replies, live or from a cache filled at `cachedAt`, or one that fails every call as
/// an Observatory that is down would.
struct StubWeather: WeatherSource {
    var current = StubWeather.daytime
    var days = StubWeather.week(from: CalendarDay(year: 2025, month: 11, day: 29))
    var local = LocalForecast(
        generalSituation: "A dry northeast monsoon.", tropicalCyclone: "", period: "Forecast for today",
        forecast: "Fine and dry.", outlook: "Dry for the next few days.", updateTime: Stub.time("09:45"))
    var inForce: [WeatherWarning] = []
    var texts: [WarningText] = []
    var tips: [String] = []
    var failure: UpstreamError?
    var cachedAt: Date?

    private func reply<Value: Sendable>(_ value: Value) throws -> Fetched<Value> {
        if let failure { throw failure }
        guard let cachedAt else { return .live(value) }
        return Fetched(value, fetchedAt: cachedAt, isCached: true)
    }

    func currentWeather(in language: Language) async throws -> Fetched<CurrentWeather> { try reply(current) }

    func forecast(in language: Language) async throws -> Fetched<WeatherForecast> {
        try reply(WeatherForecast(generalSituation: "A dry northeast monsoon.", days: days, updateTime: Stub.time("11:30")))
    }

    func localForecast(in language: Language) async throws -> Fetched<LocalForecast> { try reply(local) }

    func warnings(in language: Language) async throws -> Fetched<[WeatherWarning]> { try reply(inForce) }

    func warningTexts(in language: Language) async throws -> Fetched<[WarningText]> { try reply(texts) }

    func specialTips(in language: Language) async throws -> Fetched<[String]> { try reply(tips) }

    /// A daytime report: the Observatory, Sha Tin and King's Park, humidity at the Observatory, UV at King's Park.
    static let daytime = CurrentWeather(
        temperatures: [
            PlaceReading(place: "King's Park", value: 22), PlaceReading(place: "Hong Kong Observatory", value: 23),
            PlaceReading(place: "Sha Tin", value: 21.5),
        ],
        humidity: [PlaceReading(place: "Hong Kong Observatory", value: 68)], recordTime: Stub.time("10:00"),
        icons: [51], uv: UVReading(place: "King's Park", value: 4, level: "moderate"), warningMessages: [],
        updateTime: Stub.time("10:02"))

    /// Nine days from `first`, each one degree warmer than the one before; rain likely on the third.
    static func week(from first: CalendarDay) -> [DayForecast] {
        (0..<9).map { offset in
            DayForecast(
                day: first.adding(days: offset), weekday: "Day \(offset)", weather: "Fine.", wind: "East force 3.",
                minTemperature: Double(18 + offset), maxTemperature: Double(23 + offset), minHumidity: 50,
                maxHumidity: 80, icon: 50, chanceOfRain: offset == 2 ? .high : .low)
        }
    }
}

enum Stub {
    /// 29 November 2025, a Saturday, at `clock` (`HH:mm`) in Hong Kong.
    static func time(_ clock: String) -> Date {
        try! Date("2025-11-29T\(clock):00+08:00", strategy: .iso8601)
    }

    /// Saturday 29 November 2025 at 10:00 in Hong Kong, before the forecast's 11:30 issue.
    static let morning = time("10:00")

    static let saturday = CalendarDay(year: 2025, month: 11, day: 29)
}
