import Foundation
import NextStopCore

/// The Observatory's temperature stations (API-NOTES §HKO 4), their short forms and where they stand, and how to
/// find a station's reading; the neighbourhoods they report for are in `Places`. The positions are those of the
/// neighbourhoods the stations are named after and stand in, from public maps to about a kilometre, used only to
/// choose the station nearest to a rider.
enum TemperatureStations {
    struct Station: Sendable {
        /// The station as the Observatory names it in English and Traditional Chinese; Simplified is matched by
        /// folding.
        let en: String
        let tc: String
        /// Other ways to say the station itself.
        let aliases: [String]
        /// Where the station stands, to about a kilometre: enough to tell which station is nearest to a rider.
        let at: Coordinate
    }

    /// How far from its nearest station a rider may be for that station to report for them: farther is outside
    /// Hong Kong.
    static let reach = 15_000.0

    static let observatory = "Hong Kong Observatory"

    static let all: [Station] = [
        Station(en: "King's Park", tc: "京士柏", aliases: [], at: Coordinate(latitude: 22.312, longitude: 114.173)),
        Station(
            en: observatory, tc: "香港天文台", aliases: ["observatory", "hko", "天文台"],
            at: Coordinate(latitude: 22.302, longitude: 114.174)),
        Station(en: "Wong Chuk Hang", tc: "黃竹坑", aliases: [], at: Coordinate(latitude: 22.248, longitude: 114.168)),
        Station(en: "Ta Kwu Ling", tc: "打鼓嶺", aliases: [], at: Coordinate(latitude: 22.528, longitude: 114.157)),
        Station(en: "Lau Fau Shan", tc: "流浮山", aliases: [], at: Coordinate(latitude: 22.469, longitude: 113.984)),
        Station(en: "Tai Po", tc: "大埔", aliases: [], at: Coordinate(latitude: 22.446, longitude: 114.179)),
        Station(en: "Sha Tin", tc: "沙田", aliases: ["shatin"], at: Coordinate(latitude: 22.402, longitude: 114.21)),
        Station(en: "Tuen Mun", tc: "屯門", aliases: [], at: Coordinate(latitude: 22.386, longitude: 113.964)),
        Station(en: "Tseung Kwan O", tc: "將軍澳", aliases: ["tko"], at: Coordinate(latitude: 22.316, longitude: 114.256)),
        Station(en: "Sai Kung", tc: "西貢", aliases: [], at: Coordinate(latitude: 22.376, longitude: 114.274)),
        Station(en: "Cheung Chau", tc: "長洲", aliases: [], at: Coordinate(latitude: 22.201, longitude: 114.027)),
        Station(en: "Chek Lap Kok", tc: "赤鱲角", aliases: [], at: Coordinate(latitude: 22.31, longitude: 113.922)),
        Station(en: "Tsing Yi", tc: "青衣", aliases: [], at: Coordinate(latitude: 22.344, longitude: 114.11)),
        Station(en: "Shek Kong", tc: "石崗", aliases: [], at: Coordinate(latitude: 22.436, longitude: 114.085)),
        Station(en: "Tsuen Wan Ho Koon", tc: "荃灣可觀", aliases: [], at: Coordinate(latitude: 22.383, longitude: 114.108)),
        Station(
            en: "Tsuen Wan Shing Mun Valley", tc: "荃灣城門谷", aliases: ["城門谷", "shing mun valley"],
            at: Coordinate(latitude: 22.375, longitude: 114.127)),
        Station(en: "Hong Kong Park", tc: "香港公園", aliases: [], at: Coordinate(latitude: 22.278, longitude: 114.162)),
        Station(en: "Shau Kei Wan", tc: "筲箕灣", aliases: [], at: Coordinate(latitude: 22.282, longitude: 114.236)),
        Station(en: "Kowloon City", tc: "九龍城", aliases: [], at: Coordinate(latitude: 22.335, longitude: 114.185)),
        Station(en: "Happy Valley", tc: "跑馬地", aliases: [], at: Coordinate(latitude: 22.27, longitude: 114.184)),
        Station(en: "Wong Tai Sin", tc: "黃大仙", aliases: [], at: Coordinate(latitude: 22.339, longitude: 114.206)),
        Station(en: "Stanley", tc: "赤柱", aliases: [], at: Coordinate(latitude: 22.214, longitude: 114.219)),
        Station(en: "Kwun Tong", tc: "觀塘", aliases: [], at: Coordinate(latitude: 22.319, longitude: 114.225)),
        Station(en: "Sham Shui Po", tc: "深水埗", aliases: [], at: Coordinate(latitude: 22.336, longitude: 114.137)),
        Station(
            en: "Kai Tak Runway Park", tc: "啟德跑道公園", aliases: ["kai tak runway"],
            at: Coordinate(latitude: 22.305, longitude: 114.216)),
        Station(en: "Yuen Long Park", tc: "元朗公園", aliases: [], at: Coordinate(latitude: 22.441, longitude: 114.018)),
        Station(en: "Tai Mei Tuk", tc: "大美督", aliases: [], at: Coordinate(latitude: 22.475, longitude: 114.237)),
    ]

    /// The station nearest to `here`, when one is within `reach`.
    static func nearest(to here: Coordinate) -> Station? {
        let nearest = all.min { here.distance(to: $0.at) < here.distance(to: $1.at) }
        return nearest.flatMap { here.distance(to: $0.at) <= reach ? $0 : nil }
    }

    /// The reading of the station `english` among readings named in any language, matched by name, never by
    /// position (the list is 26 or 27 long and ordered differently by language).
    static func reading(of english: String, in readings: [PlaceReading]) -> PlaceReading? {
        guard let station = all.first(where: { $0.en == english }) else { return nil }
        let wanted = Set([station.en, station.tc].map { QuestionText.fold($0) })
        return readings.first { wanted.contains(QuestionText.fold($0.place)) }
    }
}
