import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// Where a bike system's pages and API answer, as its pages and scripts link to them.
struct BikesPlace: Sendable {
    /// The system's id, as reminders name it.
    var system: String
    var name: String
    /// The web section, like `/bikes/oslo`.
    var section: String
    /// Its API under `/api/v1`, like `bikes/oslo`.
    var api: String
    /// Its docks as GBFS, like `/gbfs/oslo`.
    var gbfs: String
    /// Where its counts come from, as the about page credits them.
    var source: String

    /// The place of `system`, its section at `/bikes/{id}` unless another is given.
    init(system: BikeSystem, section: String? = nil) {
        self.system = system.id
        name = system.name
        self.section = section ?? "\(BikesSystem.section)/\(system.id)"
        api = "bikes/\(system.id)"
        gbfs = "/gbfs/\(system.id)"
        source = system.source
    }

    /// The page of dock `id`.
    func dockPage(_ id: String) -> String {
        "\(section)/docks/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathComponentAllowed) ?? id)"
    }
}

/// One bike system served at one place: its pages, its docks API and its favourites API.
struct BikesSection: Sendable {
    let place: BikesPlace
    /// Where its API routes are, under `/api/v1`: the system's own, or `bikes` for the first system's unprefixed copy.
    let apiPath: String
    let feed: DockFeed
    let watches: ShortageWatches
    let favourites: any FavouritesStore
    let timeSource: any TimeSource
    /// Every system's place when there is more than one, for the pages' switcher; else empty.
    let switchable: [BikesPlace]

    /// The bike system's favourites key.
    var favouritesKey: String { BikeSystem.favouritesKey(place.system) }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        let docks = BikesController(place: place, feed: feed, timeSource: timeSource)
        docks.addRoutes(to: api.group(RouterPath(apiPath)))
        addPages(to: web, renderer: renderer)
        BikeFavouritesController(
            docks: docks, favouritesKey: favouritesKey, favourites: favourites, watches: watches, timeSource: timeSource
        )
        .addRoutes(
            to: api.group(RouterPath("\(apiPath)/favourites")).add(
                middleware: DeviceMiddleware(favourites: favourites, timeSource: timeSource)))
    }

    /// The switcher's links, the current system marked; empty with one system.
    func systemLinks() -> [ChoiceLink] {
        switchable.map { ChoiceLink(label: $0.name, href: $0.section, isCurrent: $0.system == place.system) }
    }
}

extension CharacterSet {
    /// What a path segment may hold as it is: a dock id with `/` or `?` is escaped.
    static let urlPathComponentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
}
