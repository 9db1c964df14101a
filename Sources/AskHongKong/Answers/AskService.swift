import Foundation
import NextStopCore

/// Answers questions about Hong Kong's weather from a `WeatherSource`, in the language each is asked in.
public struct AskService: Sendable {
    private let source: any WeatherSource

    public init(source: any WeatherSource) {
        self.source = source
    }

    /// Reads `text` asked at `now` after `conversation` and answers it; returns the conversation to keep for the
    /// next question. Throws only `QuestionError`; an upstream that fails gives an answer saying so.
    public func ask(_ text: String, conversation: Conversation?, now: Date) async throws(QuestionError) -> (
        Answer, Conversation?
    ) {
        let reading = QuestionReader.read(try QuestionText(text), conversation: conversation, now: now)
        let answer = await answer(reading, now: now)
        return (answer, Conversation.after(reading, previous: conversation, now: now))
    }

    /// The answer to `reading` at `now`.
    public func answer(_ reading: Reading, now: Date) async -> Answer {
        let language = reading.question.language
        var answer = Answer(
            language: language, intent: reading.intent, slots: reading.slots, text: "", cards: [],
            suggestions: Suggestions.after(reading.intent, in: language))
        do {
            let (text, cards) = try await content(of: reading, today: CalendarDay(now), language: language)
            answer.text = text
            answer.cards = cards
        } catch {
            answer.text = Wording.say(
                language, en: "The Observatory is not answering now; try again later.", tc: "天文台現時未能提供資料，請稍後再試。",
                sc: "天文台现时未能提供资料，请稍后再试。")
            answer.cards = [.text(TextCard(body: answer.text))]
            answer.isAvailable = false
        }
        return answer
    }

    private func content(of reading: Reading, today: CalendarDay, language: Language) async throws -> (String, [AnswerCard]) {
        switch reading.intent {
        case .currentWeather:
            return try await currentWeather(place: reading.slots.place, language: language)
        case .forecast:
            let day = reading.slots.date ?? today
            let forecast = try await source.forecast(in: language)
            if let found = ForecastAnswer.make(forecast, day: day, language: language) { return (found.text, [found.card]) }
            // Before the 11:30 issue the forecast starts today, after it tomorrow: today is then the weather now.
            if day == today { return try await currentWeather(place: reading.slots.place, language: language) }
            let text = ForecastAnswer.notCovered(forecast, day: day, language: language)
            return (text, [.text(TextCard(body: text))])
        case .warnings, .typhoon:
            let warnings = try await source.warnings(in: language)
            let (text, card) = WarningsAnswer.make(warnings, intent: reading.intent, slots: reading.slots, language: language)
            return (text, [card])
        case .uv:
            let (text, card) = UVAnswer.make(try await source.currentWeather(in: language), language: language)
            return (text, [card])
        case .rainfall:
            let (text, card) = RainfallAnswer.make(try await source.currentWeather(in: language), language: language)
            return (text, [card])
        case .help, .unknown:
            let text = HelpText.text(for: reading.intent, in: language)
            return (text, [.text(TextCard(body: text))])
        }
    }

    private func currentWeather(place: String?, language: Language) async throws -> (String, [AnswerCard]) {
        let weather = try await source.currentWeather(in: language)
        guard let made = CurrentWeatherAnswer.make(weather, place: place, language: language) else {
            throw UpstreamError.malformed(reason: "no temperature readings")
        }
        return (made.text, [made.card])
    }
}
