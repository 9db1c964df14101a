import Hummingbird

/// What every page of one request shares: the visitor's language and the page's own address.
struct WebVisit: Sendable {
    let phrases: Phrasebook
    /// The path and query of the request, which the language switch returns to.
    let address: String

    /// The visit of `request`, in the language its cookie chose.
    init(_ request: Request) {
        phrases = Phrasebook(WebLanguage(request))
        let query = request.uri.query ?? ""
        address = query.isEmpty ? request.uri.path : "\(request.uri.path)?\(query)"
    }

    /// The language every page of the visit is rendered in.
    var language: WebLanguage { phrases.language }

    /// A page in this visit's language with its section's tab bar, run by the module `script` when given.
    func page(title: String, tabs: [WebTabLink] = [], script: String?, content: Any = ()) -> WebPage {
        return WebPage(
            lang: language.htmlLang, language: language.rawValue, t: phrases.table,
            stringsJSON: WebStrings.scriptJSON(for: language), title: title,
            documentTitle: title == WebPage.appName ? title : "\(title) · \(WebPage.appName)", script: script,
            tabs: tabs, hasTabs: !tabs.isEmpty, showsHomeLink: !address.hasPrefix("/?") && address != "/",
            switches: language.others.map {
                WebLanguageSwitch(code: $0.rawValue, htmlLang: $0.htmlLang, mark: $0.mark, name: $0.ownName)
            },
            address: address,
            content: content)
    }
}
