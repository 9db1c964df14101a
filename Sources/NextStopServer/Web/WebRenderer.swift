import Hummingbird
import Mustache
import NextStopCore

/// Renders the web app's pages from the Mustache templates, parsed once; every section renders through it.
struct WebRenderer: Sendable {
    private let templates: MustacheLibrary
    private let phrases: WebPhrases
    private let maps: MapSettings

    /// A renderer of the bundled templates and `extra` ones, whose pages speak `phrases` and draw maps with `maps`.
    init(phrases: WebPhrases, maps: MapSettings = .standard, templates extra: [String: String] = [:]) {
        templates = WebResources.templates(adding: extra)
        self.phrases = phrases
        self.maps = maps
    }

    /// What the pages of `request` share: its language, with the phrases, its address and the map settings.
    func visit(_ request: Request) -> WebVisit { WebVisit(request, phrases: phrases, maps: maps) }

    /// `page` rendered with `template`, as an HTML answer.
    func render(_ template: String, _ page: WebPage, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let html = templates.render(page, withTemplate: template) else {
            throw HTTPError(.internalServerError, message: "The page template \(template) is missing.")
        }
        return .html(html, status: status)
    }

    /// The 404 page of a section: `message` (a phrase key) about `subject`, with a link back to `back`.
    func notFound(
        _ visit: WebVisit, message: String, subject: String, back: (href: String, label: String), tabs: [WebTabLink]
    ) throws -> Response {
        try errorPage(visit, status: .notFound, message: message, subject: subject, back: back, tabs: tabs)
    }

    /// The page a browser gets for an error no section answered (an unknown address, a refused request): what went
    /// wrong, in its language, and the way to the home page; the status stays the error's.
    func errorPage(_ error: APIError, for request: Request) throws -> Response {
        let visit = visit(request)
        let notFound = error.status == .notFound
        return try errorPage(
            visit, status: error.status, message: notFound ? "not_found_page" : "request_refused",
            subject: notFound ? "" : error.message, back: ("/", visit.phrases.text("home_link")), tabs: [])
    }

    /// What the service worker shows, offline, in place of a page this browser never opened: it says so, rather than
    /// showing another page.
    func offlinePage(for request: Request) throws -> Response {
        let visit = visit(request)
        return try errorPage(
            visit, status: .ok, message: "offline_unvisited", subject: "", back: ("/", visit.phrases.text("home_link")),
            tabs: [])
    }

    private func errorPage(
        _ visit: WebVisit, status: HTTPResponse.Status, message: String, subject: String,
        back: (href: String, label: String), tabs: [WebTabLink]
    ) throws -> Response {
        let content = NotFoundContent(
            message: visit.phrases.text(message), subject: subject.quotedInError, backHref: back.href,
            backLabel: back.label)
        let title = visit.phrases.text(
            status == .ok ? "offline_title" : status == .notFound ? "not_found" : "request_refused_title")
        return try render("notfound", visit.page(title: title, tabs: tabs, script: nil, content: content), status: status)
    }
}

extension Request {
    /// Whether the client is a browser asking for a page: its `Accept` ranks HTML above JSON, and the address is not
    /// the API's, a dataset's or an operations endpoint's, which always answer JSON.
    var wantsPage: Bool {
        let path = uri.path
        let machinePrefixes = ["/api/", "/datasets/", "/healthz", "/metrics", "/gbfs/"]
        guard !machinePrefixes.contains(where: { path.hasPrefix($0) }) else { return false }
        return ErrorFormat.preferred(accept: headers[values: .accept]) == .html
    }
}

/// The page for an address with nothing behind it: what was asked for, safely echoed, and the way back.
struct NotFoundContent {
    /// What the visitor asked for, such as "There is no route ".
    var message: String
    /// The key or id that was not found.
    var subject: String
    /// The section page to go back to.
    var backHref: String
    var backLabel: String
}
