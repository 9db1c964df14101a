import Foundation
import NextStopCore

/// A day's forecast, found by its date, with the 9-day strip; today's from the local forecast.
enum ForecastAnswer {
    /// The answer for `day` asked on `today`: today's from the local forecast when there is one, a later day's from
    /// the 9-day forecast; nil when neither covers it.
    static func make(
        _ fetched: Fetched<WeatherForecast>, local: LocalForecast?, day: CalendarDay, today: CalendarDay,
        language: Language, now: Date
    ) -> (text: String, card: AnswerCard)? {
        let forecast = fetched.value
        let card = AnswerCard.forecast(
            ForecastCard(
                askedDate: day, days: forecast.days, generalSituation: forecast.generalSituation, local: local,
                origin: CardOrigin(source: CardOrigin.observatory, dataTime: forecast.updateTime, fetched: fetched, now: now)))
        if day == today, let local, !local.forecast.isEmpty {
            let period = local.period.isEmpty ? "" : local.period + (language == .english ? ": " : "：")
            return (period + local.forecast, card)
        }
        guard let found = forecast.forecast(for: day) else { return nil }
        return (sentence(found, language: language), card)
    }

    /// What to say when the forecast has no such day: the days it does cover.
    static func notCovered(_ forecast: WeatherForecast, day: CalendarDay, language: Language) -> String {
        guard let first = forecast.days.first?.day, let last = forecast.days.last?.day else {
            return Wording.say(
                language, en: "The Observatory's forecast has no days now.", tc: "天文台預報現時沒有資料。", sc: "天文台预报现时没有资料。")
        }
        let (from, to, asked) = (
            Wording.day(first, in: language), Wording.day(last, in: language), Wording.day(day, in: language)
        )
        return Wording.say(
            language, en: "The 9-day forecast covers \(from) to \(to), not \(asked).",
            tc: "九天天氣預報涵蓋\(from)至\(to)，沒有\(asked)。", sc: "九天天气预报涵盖\(from)至\(to)，没有\(asked)。")
    }

    private static func sentence(_ day: DayForecast, language: Language) -> String {
        let date = Wording.day(day.day, in: language)
        let low = day.minTemperature.map(Wording.number) ?? "?"
        let high = day.maxTemperature.map(Wording.number) ?? "?"
        var text = Wording.say(
            language, en: "\(day.weekday) \(date): \(low)–\(high)°C. \(day.weather)",
            tc: "\(date)（\(day.weekday)）：\(low)至\(high)度。\(day.weather)",
            sc: "\(date)（\(day.weekday)）：\(low)至\(high)度。\(day.weather)")
        if let chance = day.chanceOfRain {
            text += (language == .english ? " " : "") + rainVerdict(chance, language: language)
        }
        return text
    }

    private static func rainVerdict(_ chance: ChanceOfRain, language: Language) -> String {
        let chinese: [ChanceOfRain: String] = [.low: "低", .mediumLow: "中低", .medium: "中", .mediumHigh: "中高", .high: "高"]
        let level = chinese[chance] ?? ""
        return Wording.say(
            language, en: "Chance of significant rain: \(chance.rawValue).", tc: "顯著降雨概率：\(level)。",
            sc: "显著降雨概率：\(level)。")
    }
}
