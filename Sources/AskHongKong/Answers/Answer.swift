import NextStopCore

/// One card of an answer; each kind writes its own JSON shape.
public enum AnswerCard: Sendable, Hashable {
    case currentWeather(CurrentWeatherCard)
    case forecast(ForecastCard)
    case warnings(WarningsCard)
    case uv(UVCard)
    case rainfall(RainfallCard)
    case text(TextCard)
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
    /// False when the Observatory did not answer and `text` says so.
    public var isAvailable: Bool

    public init(
        language: Language, intent: Intent, slots: Slots, text: String, cards: [AnswerCard], suggestions: [String],
        isAvailable: Bool = true
    ) {
        self.language = language
        self.intent = intent
        self.slots = slots
        self.text = text
        self.cards = cards
        self.suggestions = suggestions
        self.isAvailable = isAvailable
    }
}
