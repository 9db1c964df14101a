import Foundation
import HTTPTypes
import Hummingbird
import NextStopCore

/// Identifies the calling device for favourites routes.
///
/// A device is registered by its first write that succeeds, never here, so a read or a refused write stores nothing;
/// a browser without a token is issued one in a cookie with that first successful write. A malformed header is
/// refused; a malformed cookie is replaced, so a browser never stays locked out.
///
/// A token shorter than 128 bits (accepted before they were required) reaches only a device registered with it,
/// and every answer to it carries a replacement in `X-NextStop-Device-Replacement` (and in the cookie, for a
/// browser): the device keeps its favourites, and its short token stops working once the replacement is used.
/// A short token that names no device is refused like a malformed one, so it can register nothing.
struct DeviceMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    let favourites: any FavouritesStore
    let timeSource: any TimeSource

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var issued: DeviceToken?
        var token: DeviceToken
        let fromHeader = DeviceToken.header(in: request.headers)
        if let fromHeader {
            guard let sent = DeviceToken(fromHeader) else { throw Self.malformed }
            token = sent
        } else if let cookie = request.cookies[DeviceToken.cookieName], let sent = DeviceToken(cookie.value) {
            token = sent
        } else {
            token = DeviceToken.random()
            issued = token
        }
        var replacement: DeviceToken?
        let owner: OwnerID?
        if token.isShort {
            let longer = DeviceToken.random()
            owner = try await favourites.replaceDevice(token.hash, with: longer.hash, at: timeSource.now())
            if owner != nil {
                replacement = longer
            } else if fromHeader != nil {
                throw Self.malformed
            } else {
                token = longer
                issued = longer
            }
        } else {
            owner = try await favourites.owner(ofDevice: token.hash)
        }
        var context = context
        context.device = DeviceSession(tokenHash: token.hash, owner: owner)
        var response = try await next(request, context)
        let secure = DeviceToken.arrivedOverHTTPS(request)
        if let replacement {
            response.headers[HTTPField.Name(DeviceToken.replacementHeaderName)!] = replacement.value
            if fromHeader == nil { response.setCookie(replacement.cookie(secure: secure)) }
        }
        let wrote = ![.get, .head].contains(request.method) && response.status.kind == .successful
        if let issued, wrote { response.setCookie(issued.cookie(secure: secure)) }
        return response
    }

    private static let malformed = APIError(
        .badRequest, "The device token is malformed: it must be 22 to 128 base64url characters (128 bits or more).",
        field: "device")
}

/// The device behind a favourites request: the hash of its token (all a store ever sees) and its owner, which is
/// `nil` for a device that has not saved anything yet.
struct DeviceSession: Sendable {
    var tokenHash: String
    var owner: OwnerID?

    /// Whom a creating write at `date` is for: a device without an owner is registered by the write, if it succeeds.
    func writer(at date: Date) -> FavouritesWriter {
        owner.map(FavouritesWriter.owner) ?? .newDevice(tokenHash: tokenHash, at: date)
    }
}
