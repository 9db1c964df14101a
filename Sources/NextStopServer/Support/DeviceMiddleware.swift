import Hummingbird
import NextStopCore

/// Identifies the calling device for favourites routes.
///
/// A device is registered (and a browser without a token is issued one in a cookie) on its first write only, so
/// that reading an empty list stores nothing. A malformed header is refused; a malformed cookie is replaced, so a
/// browser never stays locked out.
struct DeviceMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    let favourites: any FavouritesStore
    let timeSource: any TimeSource

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
        let writes = ![.get, .head].contains(request.method)
        let owner =
            writes
            ? try await favourites.registerDevice(tokenHash: token.hash, at: timeSource.now())
            : try await favourites.owner(ofDevice: token.hash)
        var context = context
        context.device = DeviceSession(tokenHash: token.hash, owner: owner)
        var response = try await next(request, context)
        if let issued, writes { response.setCookie(issued.cookie(secure: DeviceToken.arrivedOverHTTPS(request))) }
        return response
    }
}
