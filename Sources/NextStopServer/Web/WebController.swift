import Foundation
import Hummingbird
import NextStopCore

/// The web app's shell: the home page listing every system, the settings, linking, reminders and privacy pages, the page the service
/// worker shows offline for a page never opened, the language and display choices shared by all of them, and the static
/// assets (`/sw.js`, `/favicon.ico` and the manifest at the root scope, so one service worker serves every section).
struct WebController {
    let systems: [any ServerSystem]
    let renderer: WebRenderer
    private let serviceWorker: ServiceWorkerScript?

    init(systems: [any ServerSystem], renderer: WebRenderer) {
        self.systems = systems
        self.renderer = renderer
        serviceWorker = ServiceWorkerScript(shells: [.shared] + systems.map(\.offlineShell))
    }

    /// Registers the home, settings, linking, reminders and privacy pages, the language and display choices and the assets.
    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("/") { request, _ in
            try page(request, "home", title: "home", script: "app") { visit in ["cards": systems.map { $0.card(in: visit) }] }
        }
        router.get("settings") { request, _ in
            try page(request, "settings", title: "settings", script: "page-settings", content: SettingsContent.init)
        }
        router.get("privacy") { request, _ in try page(request, "privacy", title: "privacy", script: "app") }
        router.get("link") { request, _ in try page(request, "link", title: "link_devices", script: "page-link") }
        router.get("reminders") { request, _ in try page(request, "reminders", title: "reminders", script: "page-reminders") }
        router.get("offline") { request, _ in try renderer.offlinePage(for: request) }
        router.post("language") { request, context in try await chooseLanguage(request, context: context) }
        router.post("display") { request, context in try await chooseDisplay(request, context: context) }
        router.get("assets/{file}") { request, context in try asset(context.parameters.get("file") ?? "", request) }
        router.get("sw.js") { _, _ in try serviceWorkerScript() }
        router.get("manifest.webmanifest") { request, _ in try manifest(request) }
        // Browsers ask for `/favicon.ico` whatever the page links (a PNG there is understood by all of them).
        router.get("favicon.ico") { request, _ in try asset("icon-192.png", request) }
    }

    /// One of the shell's own pages: `template` titled by the phrase `title`, run by `script`, reading `content` made
    /// for the visit.
    private func page(
        _ request: Request, _ template: String, title: String, script: String, content: (WebVisit) -> Any = { _ in () }
    ) throws -> Response {
        let visit = renderer.visit(request)
        return try renderer.render(
            template, visit.page(title: visit.phrases.text(title), script: script, content: content(visit)))
    }

    private func manifest(_ request: Request) throws -> Response {
        let visit = renderer.visit(request)
        return try WebAppManifest(cards: systems.map { $0.card(in: visit) }, visit: visit).response()
    }

    private func chooseLanguage(_ request: Request, context: APIRequestContext) async throws -> Response {
        let choice = try? await URLEncodedFormDecoder().decode(LanguageChoice.self, from: request, context: context)
        var response = Response.seeOther(returnPath(choice?.next))
        if let language = choice.flatMap({ WebLanguage(rawValue: $0.lang) }) {
            response.setCookie(language.cookie(secure: DeviceToken.arrivedOverHTTPS(request)))
        }
        return response
    }

    /// Remembers a colour scheme or text size the settings page chose; anything else changes nothing.
    private func chooseDisplay(_ request: Request, context: APIRequestContext) async throws -> Response {
        let choice = try? await URLEncodedFormDecoder().decode(DisplayChoice.self, from: request, context: context)
        var response = Response.seeOther(returnPath(choice?.next))
        let secure = DeviceToken.arrivedOverHTTPS(request)
        if let theme = choice?.theme.flatMap(WebDisplay.Theme.init(rawValue:)) {
            response.setCookie(.remembered(WebDisplay.themeCookie, theme.rawValue, secure: secure))
        }
        if let size = choice?.text.flatMap(WebDisplay.TextSize.init(rawValue:)) {
            response.setCookie(.remembered(WebDisplay.textSizeCookie, size.rawValue, secure: secure))
        }
        return response
    }

    /// A file of `Public/` (`WebResources.Asset.response(to:)`); the service worker's script is served only whole,
    /// at `/sw.js`.
    private func asset(_ name: String, _ request: Request) throws -> Response {
        guard name != "sw.js", let file = WebResources.asset(named: name) else {
            throw HTTPError(.notFound, message: "No such asset.")
        }
        return file.response(to: request)
    }

    /// The service worker's script, checked with the server on every visit so a new one is found at once.
    private func serviceWorkerScript() throws -> Response {
        guard let serviceWorker else { throw HTTPError(.notFound, message: "No such asset.") }
        return Response(
            status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: serviceWorker.bytes)))
    }
}
