import NextStopCore

/// The UV index, which the Observatory measures in daylight only.
enum UVAnswer {
    static func make(_ weather: CurrentWeather, language: Language) -> (text: String, card: AnswerCard) {
        let card = AnswerCard.uv(UVCard(reading: weather.uv, updateTime: weather.updateTime))
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
