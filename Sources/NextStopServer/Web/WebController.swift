import Foundation
import Hummingbird
import Mustache

/// The web app: server-rendered pages from the Mustache templates, and the static assets they load.
struct WebController {
    let dependencies: ServerDependencies
    let templates: MustacheLibrary

    init(_ dependencies: ServerDependencies) {
        self.dependencies = dependencies
        templates = WebResources.templates()
    }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("/") { _, _ in try page("index", WebPage(title: "NextStop")) }
        router.get("assets/{file}") { _, context in try asset(context.parameters.get("file") ?? "") }
    }

    private func page(_ name: String, _ page: WebPage) throws -> Response {
        guard let html = templates.render(page, withTemplate: name) else {
            throw HTTPError(.internalServerError, message: "The page template \(name) is missing.")
        }
        return Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private func asset(_ name: String) throws -> Response {
        guard let file = WebResources.asset(named: name) else { throw HTTPError(.notFound, message: "No such asset.") }
        return Response(
            status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
}

/// What every page template reads.
struct WebPage {
    var title: String
}
