import Foundation
import Hummingbird
import NextStopCore

/// Linking a second device: one device asks for a short code, the other redeems it and shares the first's list.
struct DeviceLinkController {
    let favourites: any FavouritesStore
    let timeSource: any TimeSource
    /// Answers the list the device sees after linking.
    let lists: FavouritesController

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.post("link-codes") { _, context -> Response in
            let now = timeSource.now()
            let code = try await favourites.createLinkCode(for: try FavouritesController.owner(context), now: now)
            return try .json(
                LinkCodeJSON(code: code, expiresAt: now.addingTimeInterval(FavouritesLimits.linkCodeLifetime)),
                status: .created)
        }
        group.post("link") { request, context -> Response in
            let body = try await request.decodeJSON(LinkCodeJSON.self, context: context)
            guard let device = context.device else { throw APIError(.internalServerError, "No device was identified.") }
            let owner = try await favourites.redeemLinkCode(body.code, device: device.tokenHash, now: timeSource.now())
            return try await lists.list(for: owner)
        }
    }
}
