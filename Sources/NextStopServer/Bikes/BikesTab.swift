/// A tab of a bike system's section's bottom bar.
enum BikesTab: String, CaseIterable, Sendable {
    case favourites
    case map
    case watch
    case about

    /// The tab's page in the section at `section`.
    func path(in section: String) -> String { self == .favourites ? section : "\(section)/\(rawValue)" }

    /// The tab bar of the section at `section` in the visitor's language, with `current` marked.
    static func bar(current: BikesTab?, section: String, phrases: Phrasebook) -> [WebTabLink] {
        allCases.map { tab in
            WebTabLink(
                id: "bikes-\(tab.rawValue)", href: tab.path(in: section), label: phrases.text("bikes_\(tab.rawValue)"),
                icon: tab.icon,
                isCurrent: tab == current)
        }
    }

    /// The SVG path of the tab's icon (24 × 24).
    private var icon: String {
        switch self {
        case .favourites: "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z"
        case .map: "M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zm6-.8v12.6l6 3V8.2z"
        case .watch: "M8 2h8l1 4a6 6 0 0 1 0 12l-1 4H8l-1-4a6 6 0 0 1 0-12zm4 6a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
        case .about: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v8h2v-8zm0-4v2h2V6z"
        }
    }
}
