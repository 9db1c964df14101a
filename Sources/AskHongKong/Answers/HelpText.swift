import NextStopCore

/// What the assistant can answer, said when asked for help or when a question was not understood.
enum HelpText {
    private static let covered = LocalizedText(
        en: "I answer about Hong Kong's weather: the weather now (at a district too), a day's forecast, the warnings "
            + "in force, the typhoon signal and the UV index. Follow-ups such as \"and the day after?\" work.",
        tc: "我可以回答香港天氣：現時天氣（亦可指定地區）、某日預報、生效中的警告、熱帶氣旋信號及紫外線指數。"
            + "亦可追問，例如「後日呢？」。",
        sc: "我可以回答香港天气：现时天气（亦可指定地区）、某日预报、生效中的警告、热带气旋信号及紫外线指数。"
            + "亦可追问，例如「后天呢？」。")
    private static let notUnderstood = LocalizedText(
        en: "I can't answer that. ", tc: "我未能回答這個問題。", sc: "我未能回答这个问题。")

    static func text(for intent: Intent, in language: Language) -> String {
        intent == .unknown ? notUnderstood[language] + covered[language] : covered[language]
    }
}
