import Hummingbird

/// Answers `HEAD` for every `GET` resource, as RFC 9110 §9.3.2 asks: the request is routed as a `GET`, and the answer
/// keeps its status and every header (`Content-Length`, `ETag`, `Accept-Ranges`, caching) without the body. Download
/// managers, caches and `curl -I` rely on it.
///
/// It wraps the router's responder rather than sitting in the router as a middleware, because the router picks a
/// route by method before its middleware runs, and no route is registered for `HEAD`.
struct HeadResponder<Wrapped: HTTPResponder>: HTTPResponder where Wrapped.Context: RequestContext {
    typealias Context = Wrapped.Context

    let wrapped: Wrapped

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .head else { return try await wrapped.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        do {
            return try await wrapped.respond(to: Request(head: head, body: request.body), context: context)
                .createHeadResponse()
        } catch let error as any HTTPResponseError {
            return try error.response(from: request, context: context).createHeadResponse()
        }
    }
}
