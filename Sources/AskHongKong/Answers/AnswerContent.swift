/// What an answer says before the service adds its intent, slots and suggestions.
struct AnswerContent: Sendable {
    var text: String
    var cards: [AnswerCard]
    /// A question back when two readings tie; its choices become the suggestions.
    var clarify: Clarification?

    /// `text` with a text card of it when no cards are given.
    init(text: String, cards: [AnswerCard]? = nil, clarify: Clarification? = nil) {
        self.text = text
        self.cards = cards ?? [.text(TextCard(body: text))]
        self.clarify = clarify
    }
}
