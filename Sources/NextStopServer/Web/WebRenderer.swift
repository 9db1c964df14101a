import Hummingbird
import Mustache

/// Renders the web app's pages from the Mustache templates, parsed once; every section renders through it.
struct WebRenderer: Sendable {
    private let templates: MustacheLibrary

    init() { templates = WebResources.templates() }

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
        let content = NotFoundContent(
            message: visit.phrases.text(message), subject: subject, backHref: back.href, backLabel: back.label)
        return try render(
            "notfound", visit.page(title: visit.phrases.text("not_found"), tabs: tabs, script: nil, content: content),
            status: .notFound)
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
