import Foundation
import NextStopCore

/// The weather now at one station: its temperature, the humidity, the Observatory's icons and messages.
public struct CurrentWeatherCard: Sendable, Hashable, JSONWritable {
    /// The station, named in the language asked.
    public var place: String
    public var temperature: Double
    public var humidity: Double?
    /// Where the humidity was measured (the Observatory's headquarters when the station measures none).
    public var humidityPlace: String?
    public var icons: [Int]
    public var warningMessages: [String]
    /// The Observatory, at the temperatures' record time.
    public var origin: CardOrigin

    /// Writes `{"type":"weather.now", …}`; a missing humidity and time are `null`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("humidity_pct", orNull: humidity)
            object.member("humidity_place", orNull: humidityPlace)
            object.member("icons", icons)
            object.member("messages", warningMessages)
            object.member("place", place)
            object.member("source", origin.source)
            object.member("temperature_c", temperature)
            object.member("type", "weather.now")
        }
    }
}
