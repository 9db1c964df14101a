import Foundation

/// The current weather at a station.
public struct StationWeather: Sendable, Hashable {
    /// The station's id.
    public var stationID: String
    /// Degrees Celsius.
    public var temperatureC: Double
    /// The WMO weather code.
    public var code: Int
    /// What the code means, in English (`Freezing drizzle`).
    public var summary: String
    /// A short icon name for the code (`sun`, `cloud`, `fog`, `drizzle`, `rain`, `snow`, `storm`, `ice`).
    public var icon: String
    /// The station's local time of the reading, `2026-08-18T14:45`.
    public var localTime: String
    /// When the reading is for.
    public var observedAt: Date

    /// Weather with the given fields.
    public init(
        stationID: String, temperatureC: Double, code: Int, summary: String, icon: String, localTime: String,
        observedAt: Date
    ) {
        self.stationID = stationID
        self.temperatureC = temperatureC
        self.code = code
        self.summary = summary
        self.icon = icon
        self.localTime = localTime
        self.observedAt = observedAt
    }

    /// Degrees Fahrenheit, to one decimal.
    public var temperatureF: Double {
        ((temperatureC * 9 / 5 + 32) * 10).rounded() / 10
    }
}

/// An event near a station.
public struct NearbyEvent: Sendable, Hashable {
    /// The upstream's id.
    public var id: String
    /// Its name.
    public var name: String
    /// Where it is.
    public var venue: String?
    /// When it starts, as local date and time (`2026-08-18T19:30`), or the date alone.
    public var startsLocal: String
    /// A page about it.
    public var url: String?

    /// An event with the given fields.
    public init(id: String, name: String, venue: String?, startsLocal: String, url: String?) {
        self.id = id
        self.name = name
        self.venue = venue
        self.startsLocal = startsLocal
        self.url = url
    }
}
