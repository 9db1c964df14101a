import Foundation
import NextStopCore

/// The 9-day forecast strip, with the day asked about named.
public struct ForecastCard: Sendable, Hashable, JSONWritable {
    public var askedDate: CalendarDay
    public var days: [DayForecast]
    public var generalSituation: String
    public var updateTime: Date?

    /// Writes `{"type":"weather.forecast", …}`, each day with its chance of significant rain (`psr`).
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("asked_date", askedDate)
            object.member("data_time", orNull: updateTime)
            object.member("days", days.map(DayJSON.init))
            object.member("general_situation", generalSituation)
            object.member("source", AnswerSource.observatory)
            object.member("type", "weather.forecast")
        }
    }

    private struct DayJSON: JSONWritable {
        let day: DayForecast

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("date", day.day)
                object.member("icon", orNull: day.icon)
                object.member("max_c", orNull: day.maxTemperature)
                object.member("max_rh", orNull: day.maxHumidity)
                object.member("min_c", orNull: day.minTemperature)
                object.member("min_rh", orNull: day.minHumidity)
                object.member("psr", orNull: day.chanceOfRain?.rawValue)
                object.member("weather", day.weather)
                object.member("weekday", day.weekday)
                object.member("wind", day.wind)
            }
        }
    }
}
