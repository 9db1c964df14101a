import Hummingbird
import NextStopCore

/// Turns every error thrown below it into a JSON error answer, or an HTML page for a browser asking for one, logging
/// server-side failures by type only.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let pages: WebRenderer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let answer = APIError(error)
            if answer.status.code >= 500 {
                context.logger.warning(
                    "request failed",
                    metadata: [
                        "path": "\(request.uri.path)", "status": "\(answer.status.code)",
                        "error": "\(Self.summary(of: error))",
                    ])
            }
            if request.wantsPage, var page = try? pages.errorPage(answer, for: request) {
                answer.addHeaders(to: &page.headers)
                return page
            }
            return try answer.response(from: request, context: context)
        }
    }

    /// What a log may say about an error: an upstream error's own description (it carries no body), else its type.
    private static func summary(of error: any Error) -> String {
        (error as? UpstreamError)?.description ?? String(describing: type(of: error))
    }
}
