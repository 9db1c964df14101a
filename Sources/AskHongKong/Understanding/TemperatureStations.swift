import Foundation
import NextStopCore

/// The Observatory's temperature stations (API-NOTES §HKO 4), their short forms, and how to find a station's
/// reading; the neighbourhoods they report for are in `Places`.
enum TemperatureStations {
    struct Station: Sendable {
        /// The station as the Observatory names it in English and Traditional Chinese; Simplified is matched by
        /// folding.
        let en: String
        let tc: String
        /// Other ways to say the station itself.
        let aliases: [String]
    }

    static let observatory = "Hong Kong Observatory"

    static let all: [Station] = [
        Station(en: "King's Park", tc: "京士柏", aliases: []),
        Station(en: observatory, tc: "香港天文台", aliases: ["observatory", "hko", "天文台"]),
        Station(en: "Wong Chuk Hang", tc: "黃竹坑", aliases: []),
        Station(en: "Ta Kwu Ling", tc: "打鼓嶺", aliases: []),
        Station(en: "Lau Fau Shan", tc: "流浮山", aliases: []),
        Station(en: "Tai Po", tc: "大埔", aliases: []),
        Station(en: "Sha Tin", tc: "沙田", aliases: ["shatin"]),
        Station(en: "Tuen Mun", tc: "屯門", aliases: []),
        Station(en: "Tseung Kwan O", tc: "將軍澳", aliases: ["tko"]),
        Station(en: "Sai Kung", tc: "西貢", aliases: []),
        Station(en: "Cheung Chau", tc: "長洲", aliases: []),
        Station(en: "Chek Lap Kok", tc: "赤鱲角", aliases: []),
        Station(en: "Tsing Yi", tc: "青衣", aliases: []),
        Station(en: "Shek Kong", tc: "石崗", aliases: []),
        Station(en: "Tsuen Wan Ho Koon", tc: "荃灣可觀", aliases: []),
        Station(en: "Tsuen Wan Shing Mun Valley", tc: "荃灣城門谷", aliases: ["城門谷", "shing mun valley"]),
        Station(en: "Hong Kong Park", tc: "香港公園", aliases: []),
        Station(en: "Shau Kei Wan", tc: "筲箕灣", aliases: []),
        Station(en: "Kowloon City", tc: "九龍城", aliases: []),
        Station(en: "Happy Valley", tc: "跑馬地", aliases: []),
        Station(en: "Wong Tai Sin", tc: "黃大仙", aliases: []),
        Station(en: "Stanley", tc: "赤柱", aliases: []),
        Station(en: "Kwun Tong", tc: "觀塘", aliases: []),
        Station(en: "Sham Shui Po", tc: "深水埗", aliases: []),
        Station(en: "Kai Tak Runway Park", tc: "啟德跑道公園", aliases: ["kai tak runway"]),
        Station(en: "Yuen Long Park", tc: "元朗公園", aliases: []),
        Station(en: "Tai Mei Tuk", tc: "大美督", aliases: []),
    ]

    /// The reading of the station `english` among readings named in any language, matched by name, never by
    /// position (the list is 26 or 27 long and ordered differently by language).
    static func reading(of english: String, in readings: [PlaceReading]) -> PlaceReading? {
        guard let station = all.first(where: { $0.en == english }) else { return nil }
        let wanted = Set([station.en, station.tc].map { QuestionText.fold($0) })
        return readings.first { wanted.contains(QuestionText.fold($0.place)) }
    }
}
