import Hummingbird
import NextStopCore

/// Decides where `/` leads: the tab the visitor used last, else their favourites if they have any, else routes.
struct LandingTab {
    let favourites: any FavouritesStore

    /// The tab to open for `request`. Only reads: a page view never registers a device.
    func tab(for request: Request) async -> BusTab {
        if let remembered = BusTab(rememberedBy: request) { return remembered }
        return await hasFavourites(request) ? .favourites : .routes
    }

    private func hasFavourites(_ request: Request) async -> Bool {
        guard let cookie = request.cookies[DeviceToken.cookieName], let token = DeviceToken(cookie.value),
            let owner = try? await favourites.owner(ofDevice: token.hash),
            let saved = try? await favourites.favourites(of: owner)
        else { return false }
        return !saved.isEmpty
    }
}
