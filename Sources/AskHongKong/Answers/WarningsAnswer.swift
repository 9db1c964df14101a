import Foundation
import NextStopCore

/// The warnings in force: all of them, the rainstorm signal only, or the tropical cyclone signal only.
enum WarningsAnswer {
    /// The answer from `fetched` for a question with `intent` and `slots`, the warnings' full `texts` and the special
    /// weather `tips` on the card.
    static func make(
        _ fetched: Fetched<[WeatherWarning]>, texts: [WarningText], tips: [String], intent: Intent, slots: Slots,
        language: Language, now: Date
    ) -> (text: String, card: AnswerCard) {
        let asked = WeatherWarning.inDisplayOrder(fetched.value).filter { warning in
            if intent == .typhoon { return warning.isTropicalCyclone }
            return slots.warning == "rainstorm" ? warning.isRainstorm : true
        }
        let origin = CardOrigin(
            source: CardOrigin.observatory, dataTime: asked.compactMap(\.issueTime).max(), fetched: fetched, now: now)
        let card = AnswerCard.warnings(
            WarningsCard(warnings: asked, texts: texts, tips: tips, language: language, origin: origin))
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
