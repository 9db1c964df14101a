import Foundation
import NextStopCore
import Testing

@testable import AskHongKong
@testable import NextStopCLI

/// The readable answer: a Chinese forecast strip has Chinese headings and rain words; stops near the rider are a line
/// each.
struct AskAnswerTextTests {
    private static let day = DayForecast(
        day: CalendarDay(year: 2025, month: 11, day: 30), weekday: "星期日", weather: "天晴。", wind: "北風3級。",
        minTemperature: 18, maxTemperature: 24, minHumidity: 50, maxHumidity: 80, icon: 50, chanceOfRain: .mediumLow)

    private func text(in language: Language) -> String {
        let card = ForecastCard(
            askedDate: Self.day.day, days: [Self.day], generalSituation: "", local: nil,
            origin: CardOrigin(source: "hko", dataTime: nil))
        let answer = Answer(
            language: language, intent: .forecast, slots: Slots(), text: "", cards: [.forecast(card)], suggestions: [])
        return AskAnswerText(answer: answer).text
    }

    @Test func aChineseForecastTableHasChineseHeadingsAndRainWords() {
        let traditional = text(in: .traditionalChinese)

        #expect(traditional.contains("日期") && traditional.contains("天氣") && traditional.contains("中低"))
        #expect(!traditional.contains("weather") && !traditional.contains("Medium Low"))
        #expect(text(in: .simplifiedChinese).contains("天气"))
        #expect(text(in: .english).contains("Medium Low"))
    }

    @Test func eachStopNearTheRiderIsALineWithItsDistanceAndRoutes() {
        let stop = NearbyBusStop(
            name: LocalizedText(en: "STAR FERRY", tc: "尖沙咀碼頭", sc: "尖沙咀码头"), distanceM: 90, routes: ["1", "1A"])
        let answer = Answer(
            language: .traditionalChinese, intent: .busNearby, slots: Slots(), text: "你附近：",
            cards: [.busStops(BusStopsCard(stops: [stop], language: .traditionalChinese))], suggestions: [])

        #expect(AskAnswerText(answer: answer).text == "你附近：\n\n尖沙咀碼頭 · 90 m · 1 1A")
    }
}
