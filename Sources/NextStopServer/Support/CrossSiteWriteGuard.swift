import Foundation
import HTTPTypes
import Hummingbird

/// Refuses writes another site's page could make with a visitor's cookie (cross-site request forgery).
///
/// A write (any method but GET, HEAD and OPTIONS) is refused with 403 when the browser says it comes from another
/// site: an `Origin` that is neither this server's own host nor one of `allowedOrigins`, or `Sec-Fetch-Site:
/// cross-site` / `same-site` without such an origin. A write with a body must say `Content-Type: application/json`
/// (415 otherwise): an HTML form can send only form or plain-text bodies, and a script on another site cannot send
/// JSON without the browser asking this server first, which it never agrees to. Clients that are not browsers (the
/// CLI, a watch) send neither header and are unaffected.
struct CrossSiteWriteGuard: RouterMiddleware {
    typealias Context = APIRequestContext

    /// Origins besides the server's own, as `scheme://host[:port]`.
    let allowedOrigins: Set<String>

    private static let safeMethods: Set<HTTPRequest.Method> = [.get, .head, .options]
    private static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard !Self.safeMethods.contains(request.method) else { return try await next(request, context) }
        guard isFromThisSite(request) else {
            throw APIError(.forbidden, "Writes are accepted only from this site's own pages.")
        }
        if Self.hasBody(request), !Self.isJSON(request.headers[.contentType]) {
            throw APIError(.unsupportedMediaType, "A request body must be JSON, sent as Content-Type: application/json.")
        }
        return try await next(request, context)
    }

    private func isFromThisSite(_ request: Request) -> Bool {
        if let origin = request.headers[.origin] {
            return allowedOrigins.contains(origin)
                || Self.host(ofOrigin: origin) == Self.host(ofAuthority: request.head.authority)
        }
        let site = request.headers[Self.fetchSite]?.lowercased()
        return site == nil || site == "same-origin" || site == "none"
    }

    /// The host an origin (`https://example.org:8443`) names, lower-cased; nil for `null` or anything else.
    private static func host(ofOrigin origin: String) -> String? {
        URLComponents(string: origin)?.host?.lowercased()
    }

    /// The host of a `Host` header (`example.org:8443`, `[::1]:8080`), lower-cased. Ports are left out on both sides:
    /// a proxy may pass the host without the port its visitors used.
    private static func host(ofAuthority authority: String?) -> String? {
        guard let authority else { return nil }
        return URLComponents(string: "http://\(authority)")?.host?.lowercased()
    }

    private static func hasBody(_ request: Request) -> Bool {
        if let length = request.headers[.contentLength] { return length != "0" }
        return request.headers[.transferEncoding] != nil
    }

    /// Whether a `Content-Type` is JSON, whatever its parameters (`application/json; charset=utf-8`).
    private static func isJSON(_ contentType: String?) -> Bool {
        guard let mediaType = contentType?.split(separator: ";").first else { return false }
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
