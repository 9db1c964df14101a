import NextStopCore

/// What the assistant can answer, said when asked for help or when a question was not understood.
enum HelpText {
    private static let covered = LocalizedText(
        en: "I answer about Hong Kong's weather, air and buses: the weather now (at a district too), a day's forecast, "
            + "the warnings in force, the typhoon signal, the UV index, rainfall, the air quality health index, the "
            + "next buses at a stop, where a route goes and the routes near a place. Follow-ups such as \"and the day "
            + "after?\" or \"and 2A?\" work.",
        tc: "我可以回答香港天氣、空氣及巴士：現時天氣（亦可指定地區）、某日預報、生效中的警告、熱帶氣旋信號、紫外線指數、雨量、"
            + "空氣質素健康指數、巴士到站時間、路線去向及附近路線。亦可追問，例如「後日呢？」或「2A呢？」。",
        sc: "我可以回答香港天气、空气及巴士：现时天气（亦可指定地区）、某日预报、生效中的警告、热带气旋信号、紫外线指数、雨量、"
            + "空气质素健康指数、巴士到站时间、路线去向及附近路线。亦可追问，例如「后天呢？」或「2A呢？」。")
    private static let notUnderstood = LocalizedText(
        en: "I can't answer that. ", tc: "我未能回答這個問題。", sc: "我未能回答这个问题。")

    static func text(for intent: Intent, otherMode: OtherMode?, in language: Language) -> String {
        if let otherMode { return unknownMode(otherMode.name[language])[language] + covered[language] }
        return intent == .unknown ? notUnderstood[language] + covered[language] : covered[language]
    }

    private static func unknownMode(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "I have no times or routes for \(name); of Hong Kong's transport I know KMB and Citybus buses. ",
            tc: "我沒有\(name)的班次或路線資料；交通方面只有九巴及城巴。", sc: "我没有\(name)的班次或路线资料；交通方面只有九巴及城巴。")
    }
}
