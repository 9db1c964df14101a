import Hummingbird

/// A tab of the Hong Kong bus section's bottom bar. The page script remembers the last one in the `nextstop_tab`
/// cookie so `/hk` can reopen it.
enum BusTab: String, CaseIterable, Sendable {
    case favourites
    case routes
    case stops
    case trip

    /// The cookie the page script writes on every tab page.
    static let cookieName = "nextstop_tab"

    /// The tab a request's cookie remembers, if any.
    init?(rememberedBy request: Request) {
        guard let value = request.cookies[Self.cookieName]?.value, let tab = BusTab(rawValue: value) else { return nil }
        self = tab
    }

    /// The tab's page.
    var path: String { "\(BusLink.section)/\(rawValue)" }

    /// The section's tab bar in the visitor's language, with `current` marked.
    static func bar(current: BusTab?, phrases: Phrasebook) -> [WebTabLink] {
        allCases.map { tab in
            WebTabLink(
                id: tab.rawValue, href: tab.path, label: phrases.text("tab_\(tab.rawValue)"), icon: tab.icon,
                isCurrent: tab == current)
        }
    }

    /// The SVG path of the tab's icon (24 × 24).
    private var icon: String {
        switch self {
        case .favourites: "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z"
        case .routes:
            "M6 3h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2v2h-2.5v-2h-7v2H6v-2a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 3v5h12V6zm1.5 7.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm9 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z"
        case .stops: "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.2a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6z"
        case .trip:
            "M6 3a3 3 0 0 1 3 3c0 2.2-3 5.5-3 5.5S3 8.2 3 6a3 3 0 0 1 3-3zm12 9a3 3 0 0 1 3 3c0 2.2-3 5.5-3 5.5S15 17.2 15 15a3 3 0 0 1 3-3zM6 13h6.5a2.5 2.5 0 0 1 0 5H11v-2h1.5a.5.5 0 0 0 0-1H6a3 3 0 0 1 0-6h1v2H6a1 1 0 0 0 0 2z"
        }
    }
}
