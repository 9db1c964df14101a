import Caltrain
import Foundation

extension OpenMeteoWire.Place {
    /// The reading as a station's weather; nil without a temperature or a code (hourly values can be null).
    func weather(at stationID: String) -> StationWeather? {
        guard let current, let temperature = current.temperature, let code = current.weatherCode,
            let local = Self.localFormat.date(from: current.time)
        else { return nil }
        let condition = WMOWeatherCode.condition(code)
        return StationWeather(
            stationID: stationID, temperatureC: temperature, code: code, summary: condition.summary, icon: condition.icon,
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

/// What each WMO weather code means (Open-Meteo's documentation; API-NOTES §Open-Meteo), in English and in Traditional
/// Chinese as Hong Kong writes weather, with its icon.
public enum WMOWeatherCode {
    /// The summary and icon of `code`; an unlisted code says so.
    static func condition(_ code: Int) -> (summary: String, icon: String) {
        table[code].map { ($0.summary, $0.icon) } ?? ("Unknown weather (code \(code))", "cloud")
    }

    public static let table: [Int: (summary: String, chinese: String, icon: String)] = [
        0: ("Clear sky", "天晴", "sun"), 1: ("Mainly clear", "大致天晴", "sun"), 2: ("Partly cloudy", "部分時間有雲", "cloud"),
        3: ("Overcast", "密雲", "cloud"), 45: ("Fog", "有霧", "fog"), 48: ("Depositing rime fog", "霧凇", "fog"),
        51: ("Light drizzle", "微毛毛雨", "drizzle"), 53: ("Moderate drizzle", "毛毛雨", "drizzle"),
        55: ("Dense drizzle", "大毛毛雨", "drizzle"), 56: ("Light freezing drizzle", "微凍毛毛雨", "ice"),
        57: ("Dense freezing drizzle", "大凍毛毛雨", "ice"), 61: ("Slight rain", "微雨", "rain"),
        63: ("Moderate rain", "中雨", "rain"), 65: ("Heavy rain", "大雨", "rain"),
        66: ("Light freezing rain", "微凍雨", "ice"), 67: ("Heavy freezing rain", "大凍雨", "ice"),
        71: ("Slight snow", "小雪", "snow"), 73: ("Moderate snow", "中雪", "snow"), 75: ("Heavy snow", "大雪", "snow"),
        77: ("Snow grains", "雪粒", "snow"), 80: ("Slight rain showers", "微驟雨", "rain"),
        81: ("Moderate rain showers", "驟雨", "rain"), 82: ("Violent rain showers", "猛烈驟雨", "rain"),
        85: ("Slight snow showers", "小陣雪", "snow"), 86: ("Heavy snow showers", "大陣雪", "snow"),
        95: ("Thunderstorm", "雷暴", "storm"), 96: ("Thunderstorm with slight hail", "雷暴，有小冰雹", "storm"),
        99: ("Thunderstorm with heavy hail", "雷暴，有大冰雹", "storm"),
    ]
}
