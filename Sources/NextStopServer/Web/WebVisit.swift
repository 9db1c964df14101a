import Hummingbird

/// What every page of one request shares: the visitor's language and display, the page's own address and the map
/// settings.
struct WebVisit: Sendable {
    let phrases: Phrasebook
    /// The phrase table the page scripts read, in the visit's language.
    private let scriptPhrases: String
    /// The path and query of the request, which the language switch returns to; past 100 characters only the
    /// path, or else the home page, so that no page quotes more than 100 characters of what a client sent.
    let address: String
    let maps: MapSettings
    let display: WebDisplay

    /// The visit of `request`, in the language its cookie chose, with the phrases of `phrases`.
    init(_ request: Request, phrases all: WebPhrases, maps: MapSettings) {
        self.maps = maps
        display = WebDisplay(request)
        let language = WebLanguage(request)
        phrases = all.phrasebook(language)
        scriptPhrases = all.scriptJSON(for: language)
        let path = request.uri.path
        let query = request.uri.query ?? ""
        let whole = query.isEmpty ? path : "\(path)?\(query)"
        address = [whole, path].first { $0.count <= 100 } ?? "/"
    }

    /// The language every page of the visit is rendered in.
    var language: WebLanguage { phrases.language }

    /// A page in this visit's language with its section's tab bar, run by the module `script` when given.
    func page(title: String, tabs: [WebTabLink] = [], script: String?, content: Any = ()) -> WebPage {
        return WebPage(
            lang: language.htmlLang, language: language.rawValue, t: phrases.table,
            stringsJSON: scriptPhrases, title: title,
            documentTitle: title == WebPage.appName ? title : "\(title) · \(WebPage.appName)",
            scriptAddress: script.map { WebResources.address(of: "\($0).js") }, asset: WebResources.templateAddresses,
            tabs: tabs, hasTabs: !tabs.isEmpty, showsHomeLink: !address.hasPrefix("/?") && address != "/",
            switches: language.others.map {
                WebLanguageSwitch(code: $0.rawValue, htmlLang: $0.htmlLang, mark: $0.mark, name: $0.ownName)
            },
            address: address, map: maps, theme: display.theme.rawValue, textSize: display.textSize.rawValue,
            colorScheme: display.colorScheme,
            content: content)
    }
}
