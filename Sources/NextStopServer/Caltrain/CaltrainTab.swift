/// A tab of the Caltrain section's bottom bar.
enum CaltrainTab: String, CaseIterable, Sendable {
    case trains
    case stations
    case alerts
    case events
    case insights

    /// The tab's page.
    var path: String { self == .trains ? CaltrainSystem.section : "\(CaltrainSystem.section)/\(rawValue)" }

    /// The section's tab bar in the visitor's language, with `current` marked.
    static func bar(current: CaltrainTab, phrases: Phrasebook) -> [WebTabLink] {
        allCases.map { tab in
            WebTabLink(
                id: "caltrain-\(tab.rawValue)", href: tab.path, label: phrases.text("caltrain_tab_\(tab.rawValue)"),
                icon: tab.icon, isCurrent: tab == current)
        }
    }

    /// The SVG path of the tab's icon (24 × 24).
    private var icon: String {
        switch self {
        case .trains:
            "M8 2h8a4 4 0 0 1 4 4v9a3 3 0 0 1-3 3l2 3h-2.5l-2-3h-5l-2 3H5l2-3a3 3 0 0 1-3-3V6a4 4 0 0 1 4-4zM6 7v4h12V7zm2 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
        case .stations:
            "M11 2h2v3.2a3 3 0 1 1-2 0zm0 8.8a3 3 0 1 1 2 0V13.2a3 3 0 1 1-2 0zm0 8a3 3 0 0 1 2 0V22h-2z"
        case .alerts: "M12 2l10 18H2zm-1 6v6h2V8zm0 8v2h2v-2z"
        case .events: "M7 2h2v2h6V2h2v2h3v18H4V4h3zM6 9v11h12V9zm2 2h3v3H8z"
        case .insights: "M4 20V10h3v10zm6.5 0V4h3v16zM17 20v-7h3v7z"
        }
    }
}
