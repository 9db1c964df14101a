import Hummingbird
import NextStopCore

/// Reports every answered request by matched route pattern, method, status and time: counted in the metrics and
/// logged at info. The log never holds the query (it may hold a location), headers or cookies (device tokens).
struct RequestReportMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        let seconds = (ContinuousClock.now - started).inSeconds
        let route = context.endpointPath ?? "unmatched"
        metrics.recordRequest(route: route, method: request.method.rawValue, status: response.status.code, seconds: seconds)
        context.logger.info(
            "request",
            metadata: [
                "method": "\(request.method.rawValue)", "route": "\(route)", "status": "\(response.status.code)",
                "ms": "\(Int((seconds * 1_000).rounded()))",
            ])
        return response
    }
}
