import Hummingbird

/// Logs each answered request: method, matched route, status and time. Never the query (it may hold a location),
/// headers or cookies (they hold device tokens).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - started
        context.logger.info(
            "request",
            metadata: [
                "method": "\(request.method.rawValue)", "route": "\(context.endpointPath ?? "unmatched")",
                "status": "\(response.status.code)",
                "ms": "\(Int((elapsed.inSeconds * 1_000).rounded()))",
            ])
        return response
    }
}
