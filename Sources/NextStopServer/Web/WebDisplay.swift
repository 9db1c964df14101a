import Hummingbird

/// How a visitor wants every page shown: light or dark (or as their system says) and at which text size, each
/// remembered for a year in a cookie the home page's display settings set.
struct WebDisplay: Sendable {
    enum Theme: String, CaseIterable, Sendable {
        case system, light, dark
    }

    enum TextSize: String, CaseIterable, Sendable {
        case normal, large, larger
    }

    static let themeCookie = "nextstop_theme"
    static let textSizeCookie = "nextstop_text"

    var theme: Theme
    var textSize: TextSize

    /// The display `request`'s cookies chose; the system's scheme and normal text otherwise.
    init(_ request: Request) {
        theme = request.cookies[Self.themeCookie].flatMap { Theme(rawValue: $0.value) } ?? .system
        textSize = request.cookies[Self.textSizeCookie].flatMap { TextSize(rawValue: $0.value) } ?? .normal
    }

    /// `<meta name="color-scheme">`: both schemes when the system chooses, else the one chosen.
    var colorScheme: String { theme == .system ? "light dark" : theme.rawValue }
}
