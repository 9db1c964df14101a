/// What the home page's template reads: a card per system, and the display settings with the visitor's choices
/// marked.
struct HomeContent {
    /// One button of a display setting: the value it sends, its label, and whether it is the visitor's choice.
    struct Option {
        var value: String
        var label: String
        var pressed: Bool
    }

    var cards: [SystemCard]
    var themes: [Option]
    var textSizes: [Option]

    init(cards: [SystemCard], visit: WebVisit) {
        self.cards = cards
        let phrases = visit.phrases
        themes = WebDisplay.Theme.allCases.map { theme in
            Option(value: theme.rawValue, label: phrases.text("theme_\(theme.rawValue)"), pressed: theme == visit.display.theme)
        }
        textSizes = WebDisplay.TextSize.allCases.map { size in
            Option(value: size.rawValue, label: phrases.text("text_\(size.rawValue)"), pressed: size == visit.display.textSize)
        }
    }
}
