import NextStopCore

/// The warnings in force: all of them, the rainstorm signal only, or the tropical cyclone signal only.
enum WarningsAnswer {
    /// The answer from `warnings` for a question with `intent` and `slots`.
    static func make(_ warnings: [WeatherWarning], intent: Intent, slots: Slots, language: Language) -> (
        text: String, card: AnswerCard
    ) {
        let asked = WeatherWarning.inDisplayOrder(warnings).filter { warning in
            if intent == .typhoon { return warning.isTropicalCyclone }
            return slots.warning == "rainstorm" ? warning.isRainstorm : true
        }
        let card = AnswerCard.warnings(WarningsCard(warnings: asked, language: language))
        guard !asked.isEmpty else { return (noneInForce(intent: intent, slots: slots, language: language), card) }
        let names = Wording.list(asked.map { $0.name(in: language) }, in: language)
        let text = Wording.say(language, en: "In force: \(names).", tc: "現正生效：\(names)。", sc: "现正生效：\(names)。")
        return (text, card)
    }

    private static func noneInForce(intent: Intent, slots: Slots, language: Language) -> String {
        if intent == .typhoon {
            return Wording.say(
                language, en: "No tropical cyclone warning signal is in force.", tc: "現時沒有熱帶氣旋警告信號。",
                sc: "现时没有热带气旋警告信号。")
        }
        if slots.warning == "rainstorm" {
            return Wording.say(
                language, en: "No rainstorm warning signal is in force.", tc: "現時沒有暴雨警告信號。", sc: "现时没有暴雨警告信号。")
        }
        return Wording.say(language, en: "No weather warnings are in force.", tc: "現時沒有天氣警告。", sc: "现时没有天气警告。")
    }
}
