/// What the layout template reads: the language, its phrases, the tab bar, the language switch and the page's own
/// content.
struct WebPage {
    /// The value of `<html lang>`.
    var lang: String
    /// `tc` or `en`: which name of a stop or place the page script shows.
    var language: String
    /// Every phrase by key (`{{t.tab_routes}}`).
    var t: [String: String]
    /// The same phrases for the page script, already safe inside a `<script>` element.
    var stringsJSON: String
    var title: String
    /// The module under `/assets/` that runs the page, if any.
    var script: String?
    /// `favourites`, `routes` or `stops` set to true for the tab the page belongs to.
    var currentTab: [String: Bool]
    /// The language the switch offers: its code, its `lang` and its own name.
    var switchCode: String
    var switchLang: String
    var switchLabel: String
    /// This page's address, where the language switch comes back to.
    var address: String
    /// The page's own content, read by its template.
    var content: Any
}
