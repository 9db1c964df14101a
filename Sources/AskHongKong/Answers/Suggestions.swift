import NextStopCore

/// What to ask next, chosen by the intent just answered, in the language of the question.
enum Suggestions {
    private static let weatherNow = LocalizedText(en: "Weather now?", tc: "而家天氣點？", sc: "现在天气怎样？")
    private static let rainTomorrow = LocalizedText(en: "Will it rain tomorrow?", tc: "聽日會唔會落雨？", sc: "明天会下雨吗？")
    private static let dayAfter = LocalizedText(en: "And the day after?", tc: "後日呢？", sc: "后天呢？")
    private static let warnings = LocalizedText(en: "Any warnings now?", tc: "而家有咩警告？", sc: "现在有什么警告？")
    private static let typhoon = LocalizedText(en: "Is typhoon signal 8 up?", tc: "而家掛咩風球？", sc: "现在挂什么风球？")
    private static let uv = LocalizedText(en: "UV index now?", tc: "紫外線指數幾多？", sc: "紫外线指数多少？")
    private static let air = LocalizedText(en: "Air quality now?", tc: "空氣質素點樣？", sc: "空气质素怎样？")
    private static let airElsewhere = LocalizedText(en: "What about Sha Tin?", tc: "沙田呢？", sc: "沙田呢？")
    private static let busesNear = LocalizedText(en: "Buses near Mong Kok?", tc: "旺角附近有咩巴士？", sc: "旺角附近有什么巴士？")
    /// Routes a rider may know, tried in order for a bus chip when the question named none the network runs.
    static let familiarRoutes = ["1A", "2", "1", "6", "5", "11", "970", "A21"]

    /// The first questions offered, before any is asked.
    static func opening(in language: Language) -> [String] {
        [weatherNow, rainTomorrow, warnings].map { $0[language] }
    }

    /// The suggestions after a question of `intent`; those about a route ask about `route`, one the network runs, and
    /// are left out without one (never a chip about a route the data cannot answer for).
    static func after(_ intent: Intent, in language: Language, route: String?) -> [String] {
        let nextBus = route.map { LocalizedText(en: "When is the next \($0)?", tc: "\($0)幾時到？", sc: "\($0)几时到？") }
        let routeEnds = route.map { LocalizedText(en: "Where does \($0) go?", tc: "\($0)去邊？", sc: "\($0)去哪里？") }
        let chosen: [LocalizedText?] =
            switch intent {
            case .currentWeather: [rainTomorrow, warnings, air]
            case .forecast: [dayAfter, weatherNow, warnings]
            case .warnings: [typhoon, weatherNow, rainTomorrow]
            case .typhoon: [warnings, weatherNow, rainTomorrow]
            case .uv, .rainfall: [weatherNow, rainTomorrow, air]
            case .airQuality: [airElsewhere, uv, weatherNow]
            case .busArrivals: [routeEnds, busesNear, weatherNow]
            case .busRoute: [nextBus, busesNear, weatherNow]
            case .busNearby: [nextBus, routeEnds, weatherNow]
            case .help, .unknown: [weatherNow, rainTomorrow, air, busesNear]
            }
        return chosen.compactMap { $0?[language] }
    }
}
