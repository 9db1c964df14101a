/// What the settings page's template reads: the display settings with the visitor's choices marked.
struct SettingsContent {
    /// One button of a display setting: the value it sends, its label, and whether it is the visitor's choice.
    struct Option {
        var value: String
        var label: String
        var pressed: Bool
    }

    var themes: [Option]
    var textSizes: [Option]

    init(visit: WebVisit) {
        let phrases = visit.phrases
        themes = WebDisplay.Theme.allCases.map { theme in
            Option(value: theme.rawValue, label: phrases.text("theme_\(theme.rawValue)"), pressed: theme == visit.display.theme)
        }
        textSizes = WebDisplay.TextSize.allCases.map { size in
            Option(value: size.rawValue, label: phrases.text("text_\(size.rawValue)"), pressed: size == visit.display.textSize)
        }
    }
}
