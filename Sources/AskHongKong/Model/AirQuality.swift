import Foundation
import NextStopCore

/// EPD's monitoring stations: 15 general and 3 roadside (API-NOTES §AQHI). `Central` (roadside) is not
/// `Central/Western` (general).
public struct AirQualityStation: Sendable, Hashable {
    /// The station's name as EPD's English feed writes it; the key the assistant uses.
    public var en: String
    public var tc: String
    public var sc: String
    public var isRoadside: Bool

    /// The name in `language`.
    public func name(in language: Language) -> String { LocalizedText(en: en, tc: tc, sc: sc)[language] }

    /// Every station, general ones first.
    public static let all: [AirQualityStation] =
        [
            ("Central/Western", "中西區", "中西区"), ("Southern", "南區", "南区"), ("Eastern", "東區", "东区"),
            ("Kwun Tong", "觀塘", "观塘"), ("Sham Shui Po", "深水埗", "深水埗"), ("Kwai Chung", "葵涌", "葵涌"),
            ("Tsuen Wan", "荃灣", "荃湾"), ("Tseung Kwan O", "將軍澳", "将军澳"), ("Yuen Long", "元朗", "元朗"),
            ("Tuen Mun", "屯門", "屯门"), ("Tung Chung", "東涌", "东涌"), ("Tai Po", "大埔", "大埔"),
            ("Sha Tin", "沙田", "沙田"), ("North", "北區", "北区"), ("Tap Mun", "塔門", "塔门"),
        ].map { AirQualityStation(en: $0.0, tc: $0.1, sc: $0.2, isRoadside: false) }
        + [("Causeway Bay", "銅鑼灣", "铜锣湾"), ("Central", "中環", "中环"), ("Mong Kok", "旺角", "旺角")].map {
            AirQualityStation(en: $0.0, tc: $0.1, sc: $0.2, isRoadside: true)
        }

    /// The station EPD names `english`, or nil.
    public static func named(_ english: String) -> AirQualityStation? { all.first { $0.en == english } }
}

/// One hour's reading at a station; `index` is nil when EPD sent `-` (no reading).
public struct AirQualityReading: Sendable, Hashable {
    public var time: Date
    public var index: AirQualityIndex?

    public init(time: Date, index: AirQualityIndex?) {
        self.time = time
        self.index = index
    }
}

/// The past 24 hours at every station EPD reported, oldest reading first, and each station's newest pollutant
/// concentrations where EPD gave them.
public struct AirQuality: Sendable, Hashable {
    /// By the station's English name.
    public var readings: [String: [AirQualityReading]]
    /// The newest hour of concentrations, by the station's English name.
    public var pollutants: [String: PollutantReading]

    public init(readings: [String: [AirQualityReading]], pollutants: [String: PollutantReading] = [:]) {
        self.readings = readings.mapValues { $0.sorted { $0.time < $1.time } }
        self.pollutants = pollutants
    }

    /// The station's newest reading that has an index, or nil.
    public func latest(at station: String) -> AirQualityReading? {
        readings[station]?.last { $0.index != nil }
    }

    /// The newest reading time among all stations.
    public var newestTime: Date? { readings.values.compactMap { $0.last?.time }.max() }

    /// Every station's newest reading with an index, the highest first, stations of equal index in EPD's order
    /// (general before roadside): the districts compared.
    public var ranked: [(station: AirQualityStation, reading: AirQualityReading, index: AirQualityIndex)] {
        let readings = AirQualityStation.all.compactMap { station in
            latest(at: station.en).flatMap { reading in reading.index.map { (station: station, reading: reading, index: $0) } }
        }
        return readings.enumerated().sorted { one, other in
            let (left, right) = (one.element.index, other.element.index)
            return left == right ? one.offset < other.offset : left > right
        }.map(\.element)
    }
}

/// Where the assistant reads the air quality: EPD's client conforms, tests give replies of their own. Throws only
/// `UpstreamError` (or `CancellationError`).
public protocol AirQualitySource: Sendable {
    /// The past 24 hours of AQHI at every station.
    func airQuality() async throws -> Fetched<AirQuality>
}
