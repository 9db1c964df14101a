import HTTPTypes
import Hummingbird

/// Tells browsers to take every answer as the type it says it is (`X-Content-Type-Options: nosniff`), so that a JSON
/// answer quoting a client's input can never be run as a script or rendered as a page.
struct NoSniffMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentTypeOptions] = "nosniff"
        return response
    }
}

extension HTTPField.Name {
    /// `X-Content-Type-Options`, whose one value, `nosniff`, stops a browser guessing an answer's type.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
}
