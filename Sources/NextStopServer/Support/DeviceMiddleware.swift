import Hummingbird
import NextStopCore

/// Identifies the calling device for favourites routes, issuing a token in a cookie to a device without one.
///
/// A malformed header is refused; a malformed cookie is replaced, so a browser never stays locked out.
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
        var context = context
        let owner = try await favourites.registerDevice(tokenHash: token.hash, at: timeSource.now())
        context.device = DeviceSession(tokenHash: token.hash, owner: owner)
        var response = try await next(request, context)
        if let issued { response.setCookie(issued.cookie) }
        return response
    }
}
