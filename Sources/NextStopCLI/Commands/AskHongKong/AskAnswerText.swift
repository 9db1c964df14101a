import AskHongKong
import Foundation

/// The readable form of an answer: its sentence, what its cards add, and what to ask next.
struct AskAnswerText {
    let answer: Answer

    var text: String {
        var lines = [answer.text]
        for card in answer.cards { lines += Self.lines(of: card) }
        if !answer.suggestions.isEmpty {
            lines.append("")
            lines.append("→ " + answer.suggestions.map { "\"\($0)\"" }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    private static func lines(of card: AnswerCard) -> [String] {
        switch card {
        case .currentWeather(let now): now.warningMessages.map { "! \($0)" }
        case .forecast(let forecast): [""] + strip(forecast)
        case .warnings(let warnings) where warnings.warnings.count > 1:
            warnings.warnings.map { "• \($0.name(in: warnings.language))" }
        case .warnings, .uv, .rainfall, .text: []
        }
    }

    /// The 9-day strip as a table, the day asked marked.
    private static func strip(_ card: ForecastCard) -> [String] {
        var table = TextTable("", "date", "day", "°C", "rain", "weather")
        for day in card.days {
            let low = day.minTemperature.map { String(format: "%g", $0) } ?? "?"
            let high = day.maxTemperature.map { String(format: "%g", $0) } ?? "?"
            table.add(
                day.day == card.askedDate ? "▶" : "", day.day.description, day.weekday, "\(low)–\(high)",
                day.chanceOfRain?.rawValue ?? "", TextTable.clipped(day.weather, to: 40))
        }
        return [table.rendered]
    }
}
