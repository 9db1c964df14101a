import Foundation
import NextStopCore

/// The past hour's rainfall by district: the wettest districts, or that none had rain.
enum RainfallAnswer {
    /// How many districts the sentence names.
    private static let named = 3

    static func make(_ fetched: Fetched<CurrentWeather>, language: Language, now: Date) -> (text: String, card: AnswerCard) {
        let weather = fetched.value
        let origin = CardOrigin(source: CardOrigin.observatory, dataTime: weather.rainfallEnd, fetched: fetched, now: now)
        let card = AnswerCard.rainfall(RainfallCard(districts: weather.rainfall, origin: origin))
        let wettest = weather.rainfall.filter { !$0.underMaintenance && $0.max > 0 }.sorted { $0.max > $1.max }
        guard !wettest.isEmpty else {
            let text = Wording.say(
                language, en: "No rain was recorded in the past hour.", tc: "過去一小時沒有錄得雨量。",
                sc: "过去一小时没有录得雨量。")
            return (text, card)
        }
        let figures = wettest.prefix(named).map { "\($0.district) \(Wording.number($0.max)) mm" }
        let list = Wording.list(figures, in: language)
        let text = Wording.say(
            language, en: "Most rain in the past hour: \(list).", tc: "過去一小時雨量最多：\(list)。",
            sc: "过去一小时雨量最多：\(list)。")
        return (text, card)
    }
}
