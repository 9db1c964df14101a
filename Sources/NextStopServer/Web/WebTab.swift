import Hummingbird

/// A tab of the bottom bar. The page script remembers the last one in the `nextstop_tab` cookie so `/` can reopen it.
enum WebTab: String, CaseIterable, Sendable {
    case favourites
    case routes
    case stops

    /// The cookie the page script writes on every tab page.
    static let cookieName = "nextstop_tab"

    /// The tab a request's cookie remembers, if any.
    init?(rememberedBy request: Request) {
        guard let value = request.cookies[Self.cookieName]?.value, let tab = WebTab(rawValue: value) else { return nil }
        self = tab
    }

    /// The tab's page.
    var path: String { "/\(rawValue)" }
}
