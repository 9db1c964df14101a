import NextStopCore

/// A Hong Kong district the generator scatters stops around.
struct District: Sendable, Hashable {
    /// The name in title case; KMB writes it upper-case.
    var en: String
    var tc: String
    /// The two letters that start a KMB stop code such as `WT916`.
    var code: String
    var centre: Coordinate
    var isIsland: Bool

    /// Kowloon and the New Territories, where KMB runs.
    static let mainland: [District] = [
        .init("Tsim Sha Tsui", "尖沙咀", "TS", 22.2976, 114.1722),
        .init("Mong Kok", "旺角", "MK", 22.3193, 114.1694),
        .init("Yau Ma Tei", "油麻地", "YM", 22.3120, 114.1700),
        .init("Sham Shui Po", "深水埗", "SS", 22.3307, 114.1622),
        .init("Kowloon City", "九龍城", "KC", 22.3282, 114.1916),
        .init("Wong Tai Sin", "黃大仙", "WT", 22.3424, 114.1932),
        .init("Chuk Yuen", "竹園", "CY", 22.3454, 114.1926),
        .init("Lok Fu", "樂富", "LF", 22.3380, 114.1870),
        .init("Tsz Wan Shan", "慈雲山", "TZ", 22.3500, 114.2010),
        .init("Choi Hung", "彩虹", "CH", 22.3350, 114.2090),
        .init("Kwun Tong", "觀塘", "KT", 22.3104, 114.2260),
        .init("Lam Tin", "藍田", "LT", 22.3070, 114.2360),
        .init("Tseung Kwan O", "將軍澳", "TK", 22.3074, 114.2600),
        .init("Hung Hom", "紅磡", "HH", 22.3030, 114.1820),
        .init("Lai Chi Kok", "荔枝角", "LK", 22.3370, 114.1480),
        .init("Sha Tin", "沙田", "ST", 22.3817, 114.1880),
        .init("Ma On Shan", "馬鞍山", "MS", 22.4250, 114.2320),
        .init("Tai Po", "大埔", "TP", 22.4500, 114.1680),
        .init("Fanling", "粉嶺", "FL", 22.4920, 114.1400),
        .init("Sheung Shui", "上水", "SU", 22.5010, 114.1280),
        .init("Tsuen Wan", "荃灣", "TW", 22.3710, 114.1140),
        .init("Kwai Chung", "葵涌", "KW", 22.3630, 114.1310),
        .init("Tsing Yi", "青衣", "TY", 22.3560, 114.1050),
        .init("Tuen Mun", "屯門", "TM", 22.3910, 113.9770),
        .init("Yuen Long", "元朗", "YL", 22.4450, 114.0220),
        .init("Tin Shui Wai", "天水圍", "TH", 22.4600, 114.0040),
        .init("Tung Chung", "東涌", "TC", 22.2890, 113.9420),
        .init("Sai Kung", "西貢", "SK", 22.3810, 114.2700),
    ]

    /// Hong Kong Island, where Citybus runs most of its routes.
    static let island: [District] = [
        .init("Central", "中環", "CE", 22.2819, 114.1580, island: true),
        .init("Admiralty", "金鐘", "AD", 22.2790, 114.1650, island: true),
        .init("Wan Chai", "灣仔", "WC", 22.2770, 114.1730, island: true),
        .init("Causeway Bay", "銅鑼灣", "CB", 22.2800, 114.1840, island: true),
        .init("North Point", "北角", "NP", 22.2910, 114.2000, island: true),
        .init("Quarry Bay", "鰂魚涌", "QB", 22.2870, 114.2130, island: true),
        .init("Shau Kei Wan", "筲箕灣", "SW", 22.2790, 114.2290, island: true),
        .init("Chai Wan", "柴灣", "CW", 22.2650, 114.2370, island: true),
        .init("Siu Sai Wan", "小西灣", "SI", 22.2620, 114.2500, island: true),
        .init("Happy Valley", "跑馬地", "HV", 22.2690, 114.1830, island: true),
        .init("Sheung Wan", "上環", "SN", 22.2870, 114.1510, island: true),
        .init("Sai Ying Pun", "西營盤", "SP", 22.2860, 114.1420, island: true),
        .init("Kennedy Town", "堅尼地城", "KE", 22.2810, 114.1280, island: true),
        .init("Pok Fu Lam", "薄扶林", "PF", 22.2630, 114.1360, island: true),
        .init("Aberdeen", "香港仔", "AB", 22.2480, 114.1550, island: true),
        .init("Ap Lei Chau", "鴨脷洲", "AP", 22.2420, 114.1540, island: true),
        .init("Repulse Bay", "淺水灣", "RB", 22.2370, 114.1960, island: true),
        .init("Stanley", "赤柱", "SY", 22.2190, 114.2110, island: true),
    ]

    private init(
        _ en: String, _ tc: String, _ code: String, _ latitude: Double, _ longitude: Double, island: Bool = false
    ) {
        self.en = en
        self.tc = tc
        self.code = code
        self.centre = Coordinate(latitude: latitude, longitude: longitude)
        self.isIsland = island
    }
}
