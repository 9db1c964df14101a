import HTTPTypes
import Hummingbird

/// The policy of every page: scripts, styles and connections from this server only, images from it and from the map's
/// tile server, no inline script or style. Set on every HTML answer, error pages included.
struct ContentSecurityPolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: String

    init(maps: MapSettings) {
        policy =
            "default-src 'self'; img-src 'self' \(maps.tileSource); object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'"
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[.contentType]?.hasPrefix("text/html") == true {
            response.headers[.contentSecurityPolicy] = policy
        }
        return response
    }
}
