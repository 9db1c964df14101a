import Caltrain
import Foundation

extension OpenMeteoWire.Place {
    /// The reading as a station's weather; nil without a temperature or a code (hourly values can be null).
    func weather(at stationId: String) -> StationWeather? {
        guard let current, let temperature = current.temperature, let code = current.weatherCode,
            let local = Self.localFormat.date(from: current.time)
        else { return nil }
        let condition = WMOWeatherCode.condition(code)
        return StationWeather(
            stationId: stationId, temperatureC: temperature, code: code, summary: condition.summary, icon: condition.icon,
            localTime: current.time, observedAt: local.addingTimeInterval(-Double(utcOffsetSeconds)))
    }

    /// `2026-08-18T14:45` read as if in UTC; the offset is applied after.
    private static let localFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter
    }()
}

/// What each WMO weather code means (Open-Meteo's documentation; API-NOTES §Open-Meteo).
enum WMOWeatherCode {
    /// The summary and icon of `code`; an unlisted code says so.
    static func condition(_ code: Int) -> (summary: String, icon: String) {
        table[code] ?? ("Unknown weather (code \(code))", "cloud")
    }

    static let table: [Int: (summary: String, icon: String)] = [
        0: ("Clear sky", "sun"), 1: ("Mainly clear", "sun"), 2: ("Partly cloudy", "cloud"), 3: ("Overcast", "cloud"),
        45: ("Fog", "fog"), 48: ("Depositing rime fog", "fog"),
        51: ("Light drizzle", "drizzle"), 53: ("Moderate drizzle", "drizzle"), 55: ("Dense drizzle", "drizzle"),
        56: ("Light freezing drizzle", "ice"), 57: ("Dense freezing drizzle", "ice"),
        61: ("Slight rain", "rain"), 63: ("Moderate rain", "rain"), 65: ("Heavy rain", "rain"),
        66: ("Light freezing rain", "ice"), 67: ("Heavy freezing rain", "ice"),
        71: ("Slight snow", "snow"), 73: ("Moderate snow", "snow"), 75: ("Heavy snow", "snow"), 77: ("Snow grains", "snow"),
        80: ("Slight rain showers", "rain"), 81: ("Moderate rain showers", "rain"), 82: ("Violent rain showers", "rain"),
        85: ("Slight snow showers", "snow"), 86: ("Heavy snow showers", "snow"),
        95: ("Thunderstorm", "storm"), 96: ("Thunderstorm with slight hail", "storm"),
        99: ("Thunderstorm with heavy hail", "storm"),
    ]
}
