import Hummingbird

/// Answers a request whose path the router knows under other methods with 405 and `Allow`, where the router alone
/// would answer 404 as if the path did not exist.
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    /// Each registered route's path, split into segments, with its method.
    private let routes: [(segments: [Substring], method: HTTPRequest.Method)]

    init(routes: [Router<Context>.RouteDescription]) {
        self.routes = routes.map { (Self.segments(of: $0.path.description), $0.method) }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = methods(allowedAt: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method) else { throw error }
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            var refusal = APIError(.methodNotAllowed, "\(request.method.rawValue) is not allowed here; use \(names).")
            refusal.allowedMethods = allowed
            throw refusal
        }
    }

    /// The methods registered for a path, `HEAD` wherever `GET` is (it answers every `GET`), in a stable order.
    func methods(allowedAt path: String) -> [HTTPRequest.Method] {
        let requested = Self.segments(of: path)
        var methods = Set(routes.filter { Self.matches(requested, $0.segments) }.map(\.method))
        if methods.contains(.get) { methods.insert(.head) }
        return methods.sorted { $0.rawValue < $1.rawValue }
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether a path fits a route pattern: `{…}` and `*` take any one segment, `**` the rest.
    private static func matches(_ path: [Substring], _ pattern: [Substring]) -> Bool {
        for (index, part) in pattern.enumerated() {
            if part == "**" { return true }
            guard index < path.count else { return false }
            guard part.utf8.contains(UInt8(ascii: "{")) || part == "*" || part == path[index] else { return false }
        }
        return path.count == pattern.count
    }
}
