import AskHongKong
import Foundation
import NextStopCore

/// The readable form of an answer: its sentence, what its cards add, and what to ask next, in the answer's language.
struct AskAnswerText {
    let answer: Answer

    var text: String {
        var lines = [answer.text]
        for card in answer.cards { lines += self.lines(of: card) }
        if !answer.suggestions.isEmpty {
            lines.append("")
            lines.append("→ " + answer.suggestions.map { "\"\($0)\"" }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    private var language: Language { answer.language }

    private func lines(of card: AnswerCard) -> [String] {
        switch card {
        case .currentWeather(let now): now.warningMessages.map { "! \($0)" }
        case .forecast(let forecast): [""] + strip(forecast)
        case .warnings(let warnings): banner(warnings)
        case .airQuality(let gauge): advice(gauge)
        case .busArrivals(let arrivals): [""] + arrivalsTable(arrivals)
        case .busStops(let near):
            [""] + near.stops.map { "\($0.name[language]) · \($0.distanceM) m · \($0.routes.joined(separator: " "))" }
        case .uv, .rainfall, .busRoutes, .text: []
        }
    }

    /// The 9-day strip as a table, the day asked marked, headings and rain words in the answer's language.
    private func strip(_ card: ForecastCard) -> [String] {
        var table = TextTable(
            "", say("date", "日期", "日期"), say("day", "星期", "星期"), "°C", say("rain", "降雨概率", "降雨概率"),
            say("weather", "天氣", "天气"))
        for day in card.days {
            let low = day.minTemperature.map { String(format: "%g", $0) } ?? "?"
            let high = day.maxTemperature.map { String(format: "%g", $0) } ?? "?"
            table.add(
                day.day == card.askedDate ? "▶" : "", day.day.description, day.weekday, "\(low)–\(high)",
                day.chanceOfRain.map(rainWord) ?? "", TextTable.clipped(day.weather, to: 40))
        }
        return [table.rendered]
    }

    /// The chance of significant rain as the Observatory words it in each language.
    private func rainWord(_ chance: ChanceOfRain) -> String {
        switch chance {
        case .low: say("Low", "低", "低")
        case .mediumLow: say("Medium Low", "中低", "中低")
        case .medium: say("Medium", "中", "中")
        case .mediumHigh: say("Medium High", "中高", "中高")
        case .high: say("High", "高", "高")
        }
    }

    /// Every warning in force when there are several, and each one's full text and the tips.
    private func banner(_ card: WarningsCard) -> [String] {
        var lines: [String] = []
        for warning in card.warnings {
            if card.warnings.count > 1 { lines.append("• \(warning.name(in: card.language))") }
            lines += card.text(of: warning).map { "    \($0)" }
        }
        return lines + card.tips.map { "i \($0)" }
    }

    /// The advice for people at higher risk, which the sentence leaves out when the risk is low.
    private func advice(_ card: AirQualityCard) -> [String] {
        guard let risk = card.reading.index?.risk else { return [] }
        return [say("People at higher risk: ", "高危人士：", "高危人士：") + risk.higherRiskAdvice[language]]
    }

    private func arrivalsTable(_ card: BusArrivalsCard) -> [String] {
        var table = TextTable(say("route", "路線", "路线"), say("to", "往", "往"), say("min", "分鐘", "分钟"), "")
        for arrival in card.arrivals {
            let minutes = arrival.minutes(from: card.now).map(String.init) ?? "-"
            table.add(
                arrival.route, arrival.destination[language], minutes,
                arrival.isScheduled ? say("scheduled", "預定班次", "预定班次") : arrival.remark[language])
        }
        return [table.rendered]
    }

    private func say(_ en: String, _ tc: String, _ sc: String) -> String { LocalizedText(en: en, tc: tc, sc: sc)[language] }
}
