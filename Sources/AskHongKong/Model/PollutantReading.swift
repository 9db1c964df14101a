import Foundation
import NextStopCore

/// A pollutant EPD measures at its stations, in its feed's order; every concentration is in µg/m³.
public enum Pollutant: String, Sendable, Hashable, CaseIterable {
    case fineParticulates = "pm2_5"
    case particulates = "pm10"
    case ozone = "o3"
    case nitrogenDioxide = "no2"
    case sulphurDioxide = "so2"
    case carbonMonoxide = "co"

    /// The pollutant's usual short name, the same in every language.
    public var symbol: String {
        switch self {
        case .fineParticulates: "PM2.5"
        case .particulates: "PM10"
        case .ozone: "O₃"
        case .nitrogenDioxide: "NO₂"
        case .sulphurDioxide: "SO₂"
        case .carbonMonoxide: "CO"
        }
    }

    public var name: LocalizedText {
        switch self {
        case .fineParticulates: LocalizedText(en: "Fine suspended particulates", tc: "微細懸浮粒子", sc: "微细悬浮粒子")
        case .particulates: LocalizedText(en: "Respirable suspended particulates", tc: "可吸入懸浮粒子", sc: "可吸入悬浮粒子")
        case .ozone: LocalizedText(en: "Ozone", tc: "臭氧", sc: "臭氧")
        case .nitrogenDioxide: LocalizedText(en: "Nitrogen dioxide", tc: "二氧化氮", sc: "二氧化氮")
        case .sulphurDioxide: LocalizedText(en: "Sulphur dioxide", tc: "二氧化硫", sc: "二氧化硫")
        case .carbonMonoxide: LocalizedText(en: "Carbon monoxide", tc: "一氧化碳", sc: "一氧化碳")
        }
    }
}

/// One hour's concentrations at a station; a pollutant the station does not measure, or missed, is absent.
public struct PollutantReading: Sendable, Hashable {
    public var time: Date
    /// µg/m³ by pollutant.
    public var concentrations: [Pollutant: Double]

    public init(time: Date, concentrations: [Pollutant: Double]) {
        self.time = time
        self.concentrations = concentrations
    }
}
