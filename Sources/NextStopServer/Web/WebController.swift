import Foundation
import HongKongBus
import Hummingbird
import Mustache
import NextStopCore

/// The web app: server-rendered pages from the Mustache templates, the language switch and the static assets.
struct WebController {
    let dependencies: ServerDependencies
    let templates: MustacheLibrary

    /// The web app over `dependencies`, its templates parsed once.
    init(_ dependencies: ServerDependencies) {
        self.dependencies = dependencies
        templates = WebResources.templates()
    }

    /// Registers the pages, the language switch and the assets (`/sw.js` and the manifest at the root scope).
    func addRoutes(to router: Router<APIRequestContext>) {
        let landing = LandingTab(favourites: dependencies.favourites)
        router.get("/") { request, _ in Response.seeOther(await landing.tab(for: request).path) }
        router.get("favourites") { request, _ in try tabPage(.favourites, script: "page-favourites", request) }
        router.get("routes") { request, _ in try keypadPage(request) }
        router.get("stops") { request, _ in try tabPage(.stops, script: "page-stops", request) }
        router.get("routes/{key}") { request, context in try routePage(request, key: context.parameters.get("key")) }
        router.get("stops/{id}") { request, context in try stopPage(request, id: context.parameters.get("id")) }
        router.post("language") { request, context in try await chooseLanguage(request, context: context) }
        router.get("assets/{file}") { _, context in try asset(context.parameters.get("file") ?? "") }
        router.get("sw.js") { _, _ in try asset("sw.js") }
        router.get("manifest.webmanifest") { _, _ in try asset("manifest.webmanifest") }
    }

    private func tabPage(_ tab: WebTab, script: String, _ request: Request) throws -> Response {
        let visit = WebVisit(request)
        return try render(tab.rawValue, visit.page(title: visit.phrases.text("tab_\(tab.rawValue)"), tab: tab, script: script))
    }

    private func keypadPage(_ request: Request) throws -> Response {
        let visit = WebVisit(request)
        let prefix = KeypadContent.prefix(from: QueryReader(request).string("prefix"))
        let keypad = KeypadContent(prefix: prefix, network: dependencies.live.current.network)
        return try render(
            "routes", visit.page(title: visit.phrases.text("tab_routes"), tab: .routes, script: "page-routes", content: keypad))
    }

    private func routePage(_ request: Request, key text: String?) throws -> Response {
        let visit = WebVisit(request)
        let text = text.map { $0.removingPercentEncoding ?? $0 } ?? ""
        let network = dependencies.live.current.network
        guard let key = RouteKey(text), let detail = try? network.routeDetail(key) else {
            return try notFound(visit, message: "not_found_route", subject: text)
        }
        let content = RoutePageContent(
            detail, jointPartner: network.jointRoute(of: key), openStop: QueryReader(request).string("stop"),
            phrases: visit.phrases)
        let title = "\(content.route) \(content.heading)"
        return try render("route", visit.page(title: title, tab: .routes, script: "page-route", content: content))
    }

    private func stopPage(_ request: Request, id text: String?) throws -> Response {
        let visit = WebVisit(request)
        let id = text.map { $0.removingPercentEncoding ?? $0 } ?? ""
        let network = dependencies.live.current.network
        guard let stop = network.stop(id) else {
            return try notFound(visit, message: "not_found_stop", subject: id)
        }
        let content = StopPageContent(stop, visits: network.visits(atStop: id), phrases: visit.phrases)
        return try render("stop", visit.page(title: content.name, tab: .stops, script: "page-stop", content: content))
    }

    private func notFound(_ visit: WebVisit, message: String, subject: String) throws -> Response {
        let content = NotFoundContent(message: visit.phrases.text(message), subject: subject)
        return try render(
            "notfound", visit.page(title: visit.phrases.text("not_found"), tab: nil, script: nil, content: content),
            status: .notFound)
    }

    private func chooseLanguage(_ request: Request, context: APIRequestContext) async throws -> Response {
        let choice = try? await URLEncodedFormDecoder().decode(LanguageChoice.self, from: request, context: context)
        var response = Response.seeOther(choice?.returnPath ?? "/")
        if let language = choice.flatMap({ WebLanguage(rawValue: $0.lang) }) {
            response.setCookie(language.cookie(secure: DeviceToken.arrivedOverHTTPS(request)))
        }
        return response
    }

    private func render(_ template: String, _ page: WebPage, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let html = templates.render(page, withTemplate: template) else {
            throw HTTPError(.internalServerError, message: "The page template \(template) is missing.")
        }
        return .html(html, status: status)
    }

    private func asset(_ name: String) throws -> Response {
        guard let file = WebResources.asset(named: name) else { throw HTTPError(.notFound, message: "No such asset.") }
        return Response(
            status: .ok,
            headers: [
                .contentType: file.contentType, .cacheControl: "no-cache", .init("X-Content-Type-Options")!: "nosniff",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
}
