import Foundation

/// One station's reading, named as the Observatory names the station in the language asked.
public struct PlaceReading: Sendable, Hashable {
    public var place: String
    public var value: Double

    public init(place: String, value: Double) {
        self.place = place
        self.value = value
    }
}

/// The UV index, measured at King's Park in daylight only.
public struct UVReading: Sendable, Hashable {
    public var place: String
    public var value: Double
    /// The Observatory's word for the level (`low`, `moderate`, …), in the language asked.
    public var level: String

    public init(place: String, value: Double, level: String) {
        self.place = place
        self.value = value
        self.level = level
    }
}

/// The rainfall of one district in the past hour; `min` only when it varied across the district.
public struct DistrictRainfall: Sendable, Hashable {
    public var district: String
    public var max: Double
    public var min: Double?
    /// True when the district's gauges are under maintenance and its figure is not to be trusted.
    public var underMaintenance: Bool

    public init(district: String, max: Double, min: Double?, underMaintenance: Bool) {
        self.district = district
        self.max = max
        self.min = min
        self.underMaintenance = underMaintenance
    }
}

/// The Observatory's current weather report (`rhrread`).
public struct CurrentWeather: Sendable, Hashable {
    public var temperatures: [PlaceReading]
    public var humidity: [PlaceReading]
    /// When the temperatures were recorded.
    public var recordTime: Date?
    /// Weather icon numbers (API-NOTES §HKO 6).
    public var icons: [Int]
    /// Nil at night, when the Observatory sends no index.
    public var uv: UVReading?
    /// The warning messages the report carries; empty when there are none.
    public var warningMessages: [String]
    public var updateTime: Date?
    /// Rainfall by district in the hour up to `rainfallEnd`.
    public var rainfall: [DistrictRainfall]
    public var rainfallEnd: Date?

    public init(
        temperatures: [PlaceReading], humidity: [PlaceReading], recordTime: Date?, icons: [Int], uv: UVReading?,
        warningMessages: [String], updateTime: Date?, rainfall: [DistrictRainfall] = [], rainfallEnd: Date? = nil
    ) {
        self.rainfall = rainfall
        self.rainfallEnd = rainfallEnd
        self.temperatures = temperatures
        self.humidity = humidity
        self.recordTime = recordTime
        self.icons = icons
        self.uv = uv
        self.warningMessages = warningMessages
        self.updateTime = updateTime
    }
}
