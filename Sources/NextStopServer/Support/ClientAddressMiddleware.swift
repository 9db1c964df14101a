import Foundation
import HTTPTypes
import Hummingbird

/// Sets each request's client address: the connection's, or, when the connection comes from a trusted proxy, the
/// real client it names in `X-Forwarded-For` (else `Forwarded`). Added first, so that the rate limit, the link guard
/// and the logs all see the same client.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    let proxies: TrustedProxies

    private static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
    private static let forwarded = HTTPField.Name("Forwarded")!

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard proxies.trusts(context.clientAddress) else { return try await next(request, context) }
        var context = context
        context.clientAddress = proxies.client(peer: context.clientAddress, forwardedFor: Self.forwardedFor(request))
        return try await next(request, context)
    }

    /// The addresses the proxies recorded, left to right: `X-Forwarded-For`'s when it is there, else the `for=` of
    /// each `Forwarded` element (RFC 7239, quotes, brackets and ports taken off).
    static func forwardedFor(_ request: Request) -> [String] {
        let forwardedFor = request.headers[values: Self.xForwardedFor]
        if !forwardedFor.isEmpty {
            return forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return request.headers[values: Self.forwarded].flatMap { $0.split(separator: ",") }.compactMap { element in
            element.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.lowercased().hasPrefix("for=") }
                .map { node(String($0.dropFirst(4))) }
        }
    }

    /// An RFC 7239 node as a bare address: `"[2001:db8::1]:4711"` → `2001:db8::1`, `192.0.2.1:80` → `192.0.2.1`.
    private static func node(_ text: String) -> String {
        var node = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        if node.hasPrefix("["), let close = node.firstIndex(of: "]") {
            node = String(node[node.index(after: node.startIndex)..<close])
        } else if node.filter({ $0 == ":" }).count == 1, let colon = node.firstIndex(of: ":") {
            node = String(node[..<colon])
        }
        return node
    }
}
