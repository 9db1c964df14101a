import Hummingbird

/// Refuses a client over its rate limit with 429 and `Retry-After`; clients are told apart by their IP address.
struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    let limiter: RateLimiter
    let metrics: ServerMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let wait = limiter.acquire(for: context.clientAddress) {
            metrics.recordRateLimited()
            var error = APIError(.tooManyRequests, "Too many requests: please wait a moment and try again.")
            error.retryAfter = Int(wait.rounded(.up))
            throw error
        }
        return try await next(request, context)
    }
}
