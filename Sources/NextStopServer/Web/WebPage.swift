/// What the layout template reads: the language, its phrases, the section's tab bar, the language switch and the
/// page's own content.
struct WebPage {
    /// The app's own name, which every page title ends with.
    static let appName = "NextStop"

    /// The value of `<html lang>`.
    var lang: String
    /// `tc` or `en`: which name of a stop or place the page script shows.
    var language: String
    /// Every phrase by key (`{{t.tab_routes}}`).
    var t: [String: String]
    /// The same phrases for the page script, already safe inside a `<script>` element.
    var stringsJSON: String
    var title: String
    /// What the browser's tab shows: the title with the app's name after it, or the app's name alone on the home page.
    var documentTitle: String
    /// The address of the module under `/assets/` that runs the page, if any, at its current version.
    var scriptAddress: String?
    /// Every asset's versioned address, for the template (`{{asset.app_css}}`).
    var asset: [String: String]
    /// The bottom bar of the page's section; empty on pages outside a section (the home page).
    var tabs: [WebTabLink]
    /// Whether there is a tab bar (templates read stored values only).
    var hasTabs: Bool
    /// Every page but the home page links back to it.
    var showsHomeLink: Bool
    /// The languages the switch offers.
    var switches: [WebLanguageSwitch]
    /// This page's address, where the language switch comes back to.
    var address: String
    /// The tiles and attribution a section's map uses, which the layout hands to the map module.
    var map: MapSettings
    /// The visitor's display settings (`WebDisplay`): `data-theme` and `data-text` on `<html>`, and the
    /// `color-scheme` the browser draws its own controls in.
    var theme: String
    var textSize: String
    var colorScheme: String
    /// The page's own content, read by its template.
    var content: Any
}

/// One language the switch offers: its code, its `lang`, its short mark and its own name.
struct WebLanguageSwitch: Sendable {
    var code: String
    var htmlLang: String
    var mark: String
    var name: String
}

/// One tab of a section's bottom bar.
struct WebTabLink: Sendable {
    /// The tab's name in page scripts and CSS (`routes`).
    var id: String
    var href: String
    var label: String
    /// The SVG path of its 24 × 24 icon.
    var icon: String
    var isCurrent: Bool
}
