import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// A bike system's web section: favourites (`/bikes/{system}`), the map, one dock (or with `popup=1` the map's popup
/// of it), the watch view and the about page. Each page that refreshes itself also answers `partial=1` with just its
/// live part, which its script swaps in every 30 s.
extension BikesSection {
    func addPages(to web: Router<APIRequestContext>, renderer: WebRenderer) {
        let section = place.section
        web.get(RouterPath(section)) { request, _ in
            try await page(request, renderer, tab: .favourites, template: "bikes-favourites", script: "bikes-favourites") {
                snapshot, status, visit in
                try await favouritesContent(request, snapshot: snapshot, status: status, phrases: visit.phrases)
            }
        }
        web.get(RouterPath("\(section)/watch")) { request, _ in
            try await page(request, renderer, tab: .watch, template: "bikes-watch", script: "bikes-watch") {
                snapshot, status, visit in
                try await watchContent(request, snapshot: snapshot, status: status, phrases: visit.phrases)
            }
        }
        web.get(RouterPath("\(section)/map")) { request, _ in
            try await page(request, renderer, tab: .map, template: "bikes-map", script: "bikes-map") {
                snapshot, status, visit in
                mapContent(snapshot, status: status, phrases: visit.phrases)
            }
        }
        web.get(RouterPath("\(section)/docks/{id}")) { request, context in
            let id = context.parameters.get("id") ?? ""
            let visit = renderer.visit(request)
            guard let snapshot = feed.snapshot, let dock = snapshot.dock(id: id) else {
                return try renderer.notFound(
                    visit, message: "bikes_not_found", subject: id,
                    back: (section, visit.phrases.text("bikes_favourites")),
                    tabs: BikesTab.bar(current: nil, section: section, phrases: visit.phrases))
            }
            let query = BikesPageQuery(request)
            let saved = try await favouriteDocks(for: request, in: snapshot, query: query).docks
            let favourite = saved.first { $0.dockID == id }
            let favouriteID = favourite?.favouriteID.description
            if QueryReader(request).flag("popup") {
                return try renderer.render(
                    "bikes-popup",
                    visit.page(
                        title: dock.name, script: nil,
                        content: DockPopup(dock, place: place, favouriteID: favouriteID, phrases: visit.phrases))
                )
            }
            let row = DockRow(
                dock, place: place, metres: nil, farthest: nil, favouriteID: favouriteID, phrases: visit.phrases,
                donutSize: 120)
            return try renderer.render(
                "bikes-dock",
                visit.page(
                    title: dock.name, tabs: BikesTab.bar(current: nil, section: section, phrases: visit.phrases),
                    script: "bikes-favourites",
                    content: DockPageContent(dock: row, place: place, favourite: favourite, phrases: visit.phrases)))
        }
        web.get(RouterPath("\(section)/about")) { request, _ in
            let visit = renderer.visit(request)
            return try renderer.render(
                "bikes-about",
                visit.page(
                    title: visit.phrases.text("bikes_about"),
                    tabs: BikesTab.bar(current: .about, section: section, phrases: visit.phrases), script: "app",
                    content: aboutContent(visit.phrases)))
        }
    }

    /// The about page: London's credits TfL by its terms; another system, its GBFS feed.
    private func aboutContent(_ phrases: Phrasebook) -> [String: Any] {
        let isLondon = place.system == BikeSystem.londonID
        let source = ["source": place.source]
        return [
            "version": phrases.text("bikes_about_version", ["version": BikesSystem.version]), "place": place,
            "isLondon": isLondon,
            "text": isLondon ? phrases.text("bikes_about_text") : phrases.text("bikes_about_gbfs_text", source),
            "data": phrases.text("bikes_about_gbfs_data", source),
            "notEndorsed": isLondon ? phrases.text("bikes_about_not_tfl") : phrases.text("bikes_about_not_operator", source),
        ]
    }

    /// A page over the current docks, or the section's "no counts yet" note; with `partial=1` only its live part.
    private func page(
        _ request: Request, _ renderer: WebRenderer, tab: BikesTab, template: String, script: String,
        content: (DockSnapshot, DockFeedStatus, WebVisit) async throws -> Any
    ) async throws -> Response {
        let visit = renderer.visit(request)
        let tabs = BikesTab.bar(current: tab, section: place.section, phrases: visit.phrases)
        let title = "\(visit.phrases.text(tab == .favourites ? "bikes" : "bikes_\(tab.rawValue)")) · \(place.name)"
        guard let snapshot = feed.snapshot, let status = feed.status(at: timeSource.now()) else {
            return try renderer.render(
                "bikes-unavailable",
                visit.page(
                    title: title, tabs: tabs, script: "app",
                    content: ["note": visit.phrases.text("bikes_unavailable", ["source": place.source])]),
                status: .serviceUnavailable)
        }
        let built = try await content(snapshot, status, visit)
        let partial = QueryReader(request).flag("partial")
        return try renderer.render(
            partial ? "\(template)-live" : template, visit.page(title: title, tabs: tabs, script: script, content: built))
    }

    /// The watch view: favourites only, big numbers, sorted by distance or name.
    private func watchContent(
        _ request: Request, snapshot: DockSnapshot, status: DockFeedStatus, phrases: Phrasebook
    ) async throws -> BikesFavouritesContent {
        var content = try await favouritesContent(request, snapshot: snapshot, status: status, phrases: phrases)
        let query = BikesPageQuery(request)
        let path = "\(place.section)/watch"
        content.sortLinks = [FavouriteOrder.distance, .name].map { order in
            ChoiceLink(
                label: phrases.text("bikes_sort_\(order.rawValue)"), href: query.address(path: path, sort: order),
                isCurrent: order == query.order)
        }
        content.liveAddress = query.address(path: path, partial: true)
        return content
    }

    /// The map page: its live part is the feed's state; the map script draws the docks from the section's GBFS feeds.
    private func mapContent(_ snapshot: DockSnapshot, status: DockFeedStatus, phrases: Phrasebook) -> [String: Any] {
        let middle = snapshot.middle
        return [
            "banner": FeedBanner(status, place: place, phrases: phrases), "place": place, "systems": systemLinks(),
            "liveAddress": "\(place.section)/map?partial=1", "middle": "\(middle.latitude),\(middle.longitude)",
            "fallbackNote": phrases.text("bikes_location_fallback", ["system": place.name]),
        ]
    }
}
