import Foundation
import NextStopCore

/// The places a question can name (API-NOTES §HKO 4, §AQHI): every temperature station, the districts and
/// neighbourhoods people say, and for each the temperature station and AQHI stations that report for it. Each
/// place's name in English is the `place` slot.
enum Places {
    struct Place: Sendable {
        let name: String
        let tc: String
        /// Other ways to say it, each meaning this place; Simplified is matched by folding.
        let aliases: [String]
        /// The temperature station that reports for it.
        let temperatureStation: String
        /// The AQHI stations that report for it; two when the name is ambiguous (`Central`).
        let airStations: [String]

        /// The place's name in `language`.
        func name(in language: Language) -> String {
            switch language {
            case .english: name
            case .traditionalChinese: tc
            case .simplifiedChinese: tc.simplifiedChinese
            }
        }
    }

    /// The temperature stations, each a place of its own; AQHI stations of the same name report for them.
    private static let stations: [Place] = TemperatureStations.all.map { station in
        let air = stationAir[station.en].map { [$0] } ?? []
        return Place(
            name: station.en, tc: station.tc, aliases: station.aliases, temperatureStation: station.en, airStations: air)
    }

    private static let stationAir = [
        "Sha Tin": "Sha Tin", "Tai Po": "Tai Po", "Tuen Mun": "Tuen Mun", "Tseung Kwan O": "Tseung Kwan O",
        "Kwun Tong": "Kwun Tong", "Sham Shui Po": "Sham Shui Po", "Yuen Long Park": "Yuen Long",
        "Tsuen Wan Ho Koon": "Tsuen Wan", "Chek Lap Kok": "Tung Chung",
    ]

    /// Districts and neighbourhoods that are not stations themselves.
    private static let neighbourhoods: [Place] = [
        Place(name: "Mong Kok", tc: "旺角", aliases: ["mongkok"], temperatureStation: "King's Park", airStations: ["Mong Kok"]),
        Place(name: "Yau Ma Tei", tc: "油麻地", aliases: ["ymt"], temperatureStation: "King's Park", airStations: []),
        Place(name: "Jordan", tc: "佐敦", aliases: [], temperatureStation: "King's Park", airStations: []),
        Place(
            name: "Tsim Sha Tsui", tc: "尖沙咀", aliases: ["tst", "tsimshatsui", "尖東"],
            temperatureStation: "Hong Kong Observatory", airStations: []),
        Place(name: "Hung Hom", tc: "紅磡", aliases: [], temperatureStation: "Hong Kong Observatory", airStations: []),
        Place(
            name: "Central", tc: "中環", aliases: [], temperatureStation: "Hong Kong Park",
            airStations: ["Central/Western", "Central"]),
        Place(
            name: "Central roadside", tc: "中環路邊", aliases: ["central roadside station", "中環路邊站"],
            temperatureStation: "Hong Kong Park", airStations: ["Central"]),
        Place(
            name: "Central and Western", tc: "中西區",
            aliases: ["central/western", "central & western", "central western", "central and western district"],
            temperatureStation: "Hong Kong Park", airStations: ["Central/Western"]),
        Place(name: "Admiralty", tc: "金鐘", aliases: [], temperatureStation: "Hong Kong Park", airStations: []),
        Place(name: "Sheung Wan", tc: "上環", aliases: [], temperatureStation: "Hong Kong Park", airStations: ["Central/Western"]),
        Place(
            name: "Causeway Bay", tc: "銅鑼灣", aliases: ["cwb"], temperatureStation: "Happy Valley",
            airStations: ["Causeway Bay"]),
        Place(name: "Wan Chai", tc: "灣仔", aliases: ["wanchai"], temperatureStation: "Happy Valley", airStations: []),
        Place(name: "Aberdeen", tc: "香港仔", aliases: [], temperatureStation: "Wong Chuk Hang", airStations: ["Southern"]),
        Place(
            name: "Southern District", tc: "南區", aliases: ["southern"], temperatureStation: "Wong Chuk Hang",
            airStations: ["Southern"]),
        Place(
            name: "Eastern District", tc: "東區", aliases: ["eastern"], temperatureStation: "Shau Kei Wan",
            airStations: ["Eastern"]),
        Place(name: "North Point", tc: "北角", aliases: [], temperatureStation: "Shau Kei Wan", airStations: ["Eastern"]),
        Place(name: "Kwai Chung", tc: "葵涌", aliases: [], temperatureStation: "Tsing Yi", airStations: ["Kwai Chung"]),
        Place(name: "Tung Chung", tc: "東涌", aliases: [], temperatureStation: "Chek Lap Kok", airStations: ["Tung Chung"]),
        Place(name: "Tap Mun", tc: "塔門", aliases: [], temperatureStation: "Tai Mei Tuk", airStations: ["Tap Mun"]),
        Place(
            name: "North District", tc: "北區", aliases: ["sheung shui", "fanling", "上水", "粉嶺"],
            temperatureStation: "Ta Kwu Ling", airStations: ["North"]),
        Place(name: "Tsuen Wan", tc: "荃灣", aliases: ["tw"], temperatureStation: "Tsuen Wan Ho Koon", airStations: ["Tsuen Wan"]),
        Place(name: "Yuen Long", tc: "元朗", aliases: [], temperatureStation: "Yuen Long Park", airStations: ["Yuen Long"]),
        Place(name: "Kai Tak", tc: "啟德", aliases: [], temperatureStation: "Kai Tak Runway Park", airStations: []),
        Place(
            name: "Airport", tc: "機場", aliases: ["hkia", "the airport"], temperatureStation: "Chek Lap Kok",
            airStations: ["Tung Chung"]),
        Place(
            name: "Lantau", tc: "大嶼山", aliases: ["lantau island"], temperatureStation: "Chek Lap Kok", airStations: ["Tung Chung"]
        ),
        Place(name: "Shing Mun", tc: "城門", aliases: [], temperatureStation: "Tsuen Wan Shing Mun Valley", airStations: []),
        Place(name: "Sai Kung", tc: "西貢", aliases: [], temperatureStation: "Sai Kung", airStations: []),
        Place(
            name: "Yau Tsim Mong", tc: "油尖旺", aliases: ["yau tsim mong district"], temperatureStation: "King's Park",
            airStations: ["Mong Kok"]),
        Place(
            name: "Islands District", tc: "離島", aliases: ["the islands", "outlying islands", "離島區"],
            temperatureStation: "Cheung Chau", airStations: ["Tung Chung"]),
        Place(
            name: "Kwai Tsing", tc: "葵青", aliases: ["kwai tsing district", "葵青區"], temperatureStation: "Tsing Yi",
            airStations: ["Kwai Chung"]),
    ]

    /// Stations first, so a station's own name wins over a neighbourhood spelled the same.
    private static let all = stations + neighbourhoods.filter { place in !stations.contains { $0.name == place.name } }

    private static let index = PhraseIndex(
        all.flatMap { place in ([place.name, place.tc] + place.aliases).map { (name: $0, value: place.name) } })

    /// Every name and alias of every place.
    static let names = all.flatMap { [$0.name, $0.tc] + $0.aliases }

    /// The place the question names, by its English name; nil when it names none.
    static func find(in question: QuestionText) -> String? { index.longestMatch(in: question)?.value }

    /// True when `text` is, as a whole, the name of a place.
    static func isName(_ text: String) -> Bool { index.value(named: text) != nil }

    /// The place named `name` in English.
    static func named(_ name: String) -> Place? { all.first { $0.name == name } }
}
