import Hummingbird
import NextStopCore

/// Identifies the calling device for favourites routes.
///
/// A device is registered by its first write that succeeds, never here, so a read or a refused write stores nothing;
/// a browser without a token is issued one in a cookie with that first successful write. A malformed header is refused; a malformed cookie is replaced, so a
/// browser never stays locked out.
struct DeviceMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    let favourites: any FavouritesStore

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var issued: DeviceToken?
        let token: DeviceToken
        if let header = DeviceToken.header(in: request.headers) {
            guard let sent = DeviceToken(header) else {
                throw APIError(.badRequest, "The device token is malformed.", field: "device")
            }
            token = sent
        } else if let cookie = request.cookies[DeviceToken.cookieName], let sent = DeviceToken(cookie.value) {
            token = sent
        } else {
            token = DeviceToken.random()
            issued = token
        }
        var context = context
        context.device = DeviceSession(tokenHash: token.hash, owner: try await favourites.owner(ofDevice: token.hash))
        var response = try await next(request, context)
        let wrote = ![.get, .head].contains(request.method) && response.status.kind == .successful
        if let issued, wrote { response.setCookie(issued.cookie(secure: DeviceToken.arrivedOverHTTPS(request))) }
        return response
    }
}
