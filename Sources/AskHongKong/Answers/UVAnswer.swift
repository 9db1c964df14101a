import Foundation
import NextStopCore

/// The UV index, which the Observatory measures in daylight only.
enum UVAnswer {
    static func make(_ fetched: Fetched<CurrentWeather>, language: Language, now: Date) -> (text: String, card: AnswerCard) {
        let weather = fetched.value
        let origin = CardOrigin(source: CardOrigin.observatory, dataTime: weather.updateTime, fetched: fetched, now: now)
        let card = AnswerCard.uv(UVCard(reading: weather.uv, origin: origin))
        guard let uv = weather.uv else {
            let text = Wording.say(
                language, en: "There is no UV index now: the Observatory measures it in daylight only.",
                tc: "現時沒有紫外線指數：天文台只在日間量度。", sc: "现时没有紫外线指数：天文台只在日间量度。")
            return (text, card)
        }
        let value = Wording.number(uv.value)
        let text = Wording.say(
            language, en: "UV index at \(uv.place): \(value) (\(uv.level)).", tc: "\(uv.place)紫外線指數：\(value)（\(uv.level)）。",
            sc: "\(uv.place)紫外线指数：\(value)（\(uv.level)）。")
        return (text, card)
    }
}
