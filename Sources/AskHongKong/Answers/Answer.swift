import NextStopCore

/// One card of an answer; each kind writes its own JSON shape.
public enum AnswerCard: Sendable, Hashable {
    case currentWeather(CurrentWeatherCard)
    case forecast(ForecastCard)
    case warnings(WarningsCard)
    case uv(UVCard)
    case rainfall(RainfallCard)
    case airQuality(AirQualityCard)
    case busArrivals(BusArrivalsCard)
    case busRoutes(BusRoutesCard)
    case busStops(BusStopsCard)
    case text(TextCard)
}

/// A question back when two readings tie: which one was meant, each choice a question to ask instead.
public struct Clarification: Sendable, Hashable {
    public var question: String
    public var choices: [String]

    public init(question: String, choices: [String]) {
        self.question = question
        self.choices = choices
    }
}

/// The answer to one question, in the language it was asked in.
public struct Answer: Sendable, Hashable {
    public var language: Language
    public var intent: Intent
    public var slots: Slots
    /// The answer in a sentence or two.
    public var text: String
    public var cards: [AnswerCard]
    /// Questions to ask next, in the same language; each reads as the intent it suggests.
    public var suggestions: [String]
    /// False when the upstream did not answer and `text` says so.
    public var isAvailable: Bool
    /// Set when the question could mean two things; its choices are also the suggestions.
    public var clarify: Clarification?

    public init(
        language: Language, intent: Intent, slots: Slots, text: String, cards: [AnswerCard], suggestions: [String],
        isAvailable: Bool = true, clarify: Clarification? = nil
    ) {
        self.clarify = clarify
        self.language = language
        self.intent = intent
        self.slots = slots
        self.text = text
        self.cards = cards
        self.suggestions = suggestions
        self.isAvailable = isAvailable
    }
}
