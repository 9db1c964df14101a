import Foundation
import NextStopCore

/// Weather answers from the Observatory: the weather now, a day's forecast, the warnings, UV and rainfall.
struct WeatherAnswer {
    let source: any WeatherSource
    let language: Language
    let now: Date

    func content(of reading: Reading) async throws -> AnswerContent {
        switch reading.intent {
        case .forecast:
            return try await forecast(day: reading.slots.date ?? CalendarDay(now), place: reading.slots.place)
        case .warnings, .typhoon:
            let fetched = try await source.warnings(in: language)
            // The full texts and tips add to the banner; the banner stands without them.
            let texts = fetched.value.isEmpty ? [] : ((try? await source.warningTexts(in: language))?.value ?? [])
            let tips = (try? await source.specialTips(in: language))?.value ?? []
            let (text, card) = WarningsAnswer.make(
                fetched, texts: texts, tips: tips, intent: reading.intent, slots: reading.slots, language: language,
                now: now)
            return AnswerContent(text: text, cards: [card])
        case .uv:
            let (text, card) = UVAnswer.make(try await source.currentWeather(in: language), language: language, now: now)
            return AnswerContent(text: text, cards: [card])
        case .rainfall:
            let made = RainfallAnswer.make(try await source.currentWeather(in: language), language: language, now: now)
            return AnswerContent(text: made.text, cards: [made.card])
        default:
            return try await currentWeather(place: reading.slots.place)
        }
    }

    private func forecast(day: CalendarDay, place: String?) async throws -> AnswerContent {
        let today = CalendarDay(now)
        let fetched = try await source.forecast(in: language)
        // The local forecast adds today's words; the 9-day strip stands without it.
        let local = day == today ? (try? await source.localForecast(in: language))?.value : nil
        if let found = ForecastAnswer.make(fetched, local: local, day: day, today: today, language: language, now: now) {
            return AnswerContent(text: found.text, cards: [found.card])
        }
        // Before the 11:30 issue the forecast starts today, after it tomorrow: today is then the weather now.
        if day == today { return try await currentWeather(place: place) }
        return AnswerContent(text: ForecastAnswer.notCovered(fetched.value, day: day, language: language))
    }

    private func currentWeather(place: String?) async throws -> AnswerContent {
        let fetched = try await source.currentWeather(in: language)
        guard let made = CurrentWeatherAnswer.make(fetched, placeName: place, language: language, now: now) else {
            throw UpstreamError.malformed(reason: "no temperature readings")
        }
        return AnswerContent(text: made.text, cards: [made.card])
    }
}
