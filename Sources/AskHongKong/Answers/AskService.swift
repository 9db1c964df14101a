import Foundation
import NextStopCore

/// Answers questions about Hong Kong's weather, air quality and buses, in the language each is asked in.
public struct AskService: Sendable {
    private let weather: any WeatherSource
    private let air: (any AirQualitySource)?
    private let buses: (any BusDirectory)?
    private let reader: QuestionReader

    /// A service reading the weather from `source`, the air quality from `airQuality` and buses from `buses`; a
    /// question about a source not given is answered "not available".
    public init(source: any WeatherSource, airQuality: (any AirQualitySource)? = nil, buses: (any BusDirectory)? = nil) {
        weather = source
        air = airQuality
        self.buses = buses
        reader = QuestionReader(busDirectory: buses)
    }

    /// Reads `text` asked at `now` after `conversation` and answers it, in `language` where the text leaves the
    /// language open (see `QuestionText`), with `here` (where the rider is, when known) as the place of a question
    /// that names none; returns the conversation to keep for the next question. Throws only `QuestionError`; an
    /// upstream that fails gives an answer saying so.
    public func ask(
        _ text: String, conversation: Conversation?, preferring language: Language? = nil, here: Coordinate? = nil,
        now: Date
    ) async throws(QuestionError) -> (Answer, Conversation?) {
        let reading = read(try QuestionText(text, preferring: language), conversation: conversation, now: now)
        let answer = await answer(reading, here: here, now: now)
        return (answer, Conversation.after(reading, previous: conversation, now: now))
    }

    /// What `question` asks at `now`, after `conversation`.
    public func read(_ question: QuestionText, conversation: Conversation?, now: Date) -> Reading {
        reader.read(question, conversation: conversation, now: now)
    }

    /// The questions offered before any is asked, worded as people ask them in `language` (Cantonese in Traditional
    /// Chinese, Mandarin in Simplified).
    public static func openingSuggestions(in language: Language) -> [String] { Suggestions.opening(in: language) }

    /// The route bus suggestions ask about: the one just asked about when the network runs it, else a familiar one
    /// it runs; nil without buses.
    private func suggestedRoute(after reading: Reading) -> String? {
        guard let buses else { return nil }
        let candidates = [reading.slots.route].compactMap { $0 } + Suggestions.familiarRoutes
        return candidates.first { buses.isKnownRoute($0) }
    }

    /// The answer to `reading` at `now`, asked at `here` when known.
    public func answer(_ asked: Reading, here: Coordinate? = nil, now: Date) async -> Answer {
        let reading = Self.located(asked, here: here)
        let language = reading.question.language
        var answer = Answer(
            language: language, intent: reading.intent, slots: reading.slots, text: "", cards: [],
            suggestions: Suggestions.after(reading.intent, in: language, route: suggestedRoute(after: reading)))
        do {
            let content = try await content(of: reading, language: language, here: here, now: now)
            answer.text = content.text
            answer.cards = content.cards
            answer.clarify = content.clarify
            if let clarify = content.clarify { answer.suggestions = clarify.choices }
        } catch {
            answer.text = Self.notAvailable(reading.intent)[language]
            answer.cards = [.text(TextCard(body: answer.text))]
            answer.isAvailable = false
        }
        return answer
    }

    /// A question about the weather or the air that names no place, asked where the rider is: about the temperature
    /// station nearest to them (with the air quality station that reports for it); unchanged elsewhere.
    static func located(_ reading: Reading, here: Coordinate?) -> Reading {
        guard reading.slots.place == nil, [.currentWeather, .forecast, .airQuality].contains(reading.intent),
            let here, let station = TemperatureStations.nearest(to: here)
        else { return reading }
        var located = reading
        located.slots.place = station.en
        return located
    }

    private func content(
        of reading: Reading, language: Language, here: Coordinate?, now: Date
    ) async throws -> AnswerContent {
        let slots = reading.slots
        switch reading.intent {
        case .currentWeather, .forecast, .warnings, .typhoon, .uv, .rainfall:
            return try await WeatherAnswer(source: weather, language: language, now: now).content(of: reading)
        case .airQuality:
            guard let air else { throw UpstreamError.unreachable(reason: "no air quality source") }
            return AirQualityAnswer.make(try await air.airQuality(), placeName: slots.place, language: language, now: now)
        case .busArrivals, .busRoute, .busNearby:
            guard let buses else { throw UpstreamError.unreachable(reason: "no bus directory") }
            let bus = BusAnswer(directory: buses, language: language)
            switch reading.intent {
            case .busArrivals: return try await bus.arrivals(slots, now: now)
            case .busRoute: return bus.route(slots, here: here)
            default: return bus.nearby(slots, here: here)
            }
        case .help, .unknown:
            return AnswerContent(text: HelpText.text(for: reading.intent, otherMode: reading.otherMode, in: language))
        }
    }

    /// What to say when the source behind `intent` does not answer.
    private static func notAvailable(_ intent: Intent) -> LocalizedText {
        switch intent {
        case .airQuality:
            LocalizedText(
                en: "Air quality readings are not available now; try again later.", tc: "空氣質素資料現時未能提供，請稍後再試。",
                sc: "空气质素资料现时未能提供，请稍后再试。")
        case .busArrivals, .busRoute, .busNearby:
            LocalizedText(
                en: "Bus information is not available now; try again later.", tc: "巴士資料現時未能提供，請稍後再試。",
                sc: "巴士资料现时未能提供，请稍后再试。")
        default:
            LocalizedText(
                en: "The Observatory is not answering now; try again later.", tc: "天文台現時未能提供資料，請稍後再試。",
                sc: "天文台现时未能提供资料，请稍后再试。")
        }
    }
}
