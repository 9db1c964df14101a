import Foundation
import NextStopCore

/// The 9-day forecast strip, with the day asked about named.
public struct ForecastCard: Sendable, Hashable, JSONWritable {
    public var askedDate: CalendarDay
    public var days: [DayForecast]
    public var generalSituation: String
    /// The local forecast for today and tonight, with the outlook; nil when it could not be read.
    public var local: LocalForecast?
    /// The Observatory, at the 9-day forecast's issue time.
    public var origin: CardOrigin

    /// Writes `{"type":"weather.forecast", …}`, each day with its chance of significant rain (`psr`), and `local`
    /// (`{"forecast","general_situation","outlook","period","tropical_cyclone"}` or `null`).
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("asked_date", askedDate)
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("days", days.map(DayJSON.init))
            object.member("general_situation", generalSituation)
            object.member("local", orNull: local.map(LocalJSON.init))
            object.member("source", origin.source)
            object.member("type", "weather.forecast")
        }
    }

    private struct LocalJSON: JSONWritable {
        let forecast: LocalForecast

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("forecast", forecast.forecast)
                object.member("general_situation", forecast.generalSituation)
                object.member("outlook", forecast.outlook)
                object.member("period", forecast.period)
                object.member("tropical_cyclone", forecast.tropicalCyclone)
            }
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
