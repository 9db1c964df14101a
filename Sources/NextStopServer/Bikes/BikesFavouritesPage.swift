import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// What `/bikes` shows: the visitor's favourite docks as donuts with distance bars, sorted and filtered as asked,
/// the shortages that just began with the nearest docks that have what is missing, and search results to star.
struct BikesFavouritesContent {
    /// A shortage that just began: what ran low where, and the nearest docks that have more of it.
    struct Alert {
        /// A dock offered instead, with how many it has of what ran low.
        struct Alternative {
            var dock: DockRow
            var has: String
        }

        var text: String
        var alternatives: [Alternative]

        init(_ alert: ShortageAlert, place: BikesPlace, phrases: Phrasebook) {
            let key = "bikes_count_\(alert.missing.rawValue)"
            let left = phrases.counted(key, alert.dock.counts.count(of: alert.missing) ?? 0)
            text = phrases.text("bikes_alert", ["name": alert.dock.name, "count": left])
            alternatives = alert.alternatives.map {
                Alternative(
                    dock: DockRow(
                        $0.dock, place: place, metres: $0.metres, farthest: nil, favouriteID: nil, phrases: phrases,
                        donutSize: 32),
                    has: phrases.counted(key, $0.dock.counts.count(of: alert.missing) ?? 0))
            }
        }
    }

    var banner: FeedBanner
    var rows: [DockRow]
    var alerts: [Alert]
    var sortLinks: [ChoiceLink]
    var showLinks: [ChoiceLink]
    /// The key to the donuts' colours.
    var legend: [DonutLegendEntry]
    var isManual: Bool
    var sort: String
    var near: String?
    var query: String
    var results: [DockRow]?
    var hasResults: Bool
    var noResults: Bool
    var empty: Bool
    /// The query that asks for this content alone, for the page's 30-second refresh.
    var liveAddress: String
    var place: BikesPlace
    /// The other systems to switch to; empty with one.
    var systems: [ChoiceLink]
}

/// The choices of a favourites page, read from its query.
struct BikesPageQuery {
    var order: FavouriteOrder
    var near: Coordinate?
    var show: DockResource?
    var search: String

    init(_ request: Request) {
        let query = QueryReader(request)
        order = query.string("sort").flatMap(FavouriteOrder.init(rawValue:)) ?? .distance
        near = (try? query.coordinate("near")) ?? nil
        show = query.string("show").flatMap(DockResource.init(rawValue:))
        search = query.string("q")?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    /// This page's address with one choice changed.
    func address(path: String, sort: FavouriteOrder? = nil, show: DockResource?? = nil, partial: Bool = false) -> String {
        var items = [URLQueryItem(name: "sort", value: (sort ?? order).rawValue)]
        if let near { items.append(URLQueryItem(name: "near", value: "\(near.latitude),\(near.longitude)")) }
        if let chosen = show ?? self.show { items.append(URLQueryItem(name: "show", value: chosen.rawValue)) }
        if !search.isEmpty { items.append(URLQueryItem(name: "q", value: search)) }
        if partial { items.append(URLQueryItem(name: "partial", value: "1")) }
        var components = URLComponents()
        components.path = path
        components.queryItems = items
        return components.string ?? path
    }
}

extension BikesSection {
    /// The favourites of the visitor's device, as the page and the watch view list them.
    func favouriteDocks(
        for request: Request, in snapshot: DockSnapshot, query: BikesPageQuery
    ) async throws -> (owner: OwnerID?, docks: [FavouriteDock]) {
        guard let cookie = request.cookies[DeviceToken.cookieName], let token = DeviceToken(cookie.value),
            let owner = try await favourites.owner(ofDevice: token.hash)
        else { return (nil, []) }
        var docks = snapshot.favouriteDocks(
            try await favourites.favourites(of: owner), of: favouritesKey, from: query.near, order: query.order)
        if let show = query.show { docks = docks.filter { $0.dock?.offers(show) == true } }
        return (owner, docks)
    }

    /// The favourites page's content.
    func favouritesContent(
        _ request: Request, snapshot: DockSnapshot, status: DockFeedStatus, phrases: Phrasebook
    ) async throws -> BikesFavouritesContent {
        let query = BikesPageQuery(request)
        let (owner, saved) = try await favouriteDocks(for: request, in: snapshot, query: query)
        let farthest = saved.compactMap(\.metres).max()
        let rows = saved.compactMap { favourite in
            favourite.dock.map {
                var row = DockRow(
                    $0, place: place, metres: favourite.metres, farthest: farthest,
                    favouriteID: favourite.favouriteID.description,
                    phrases: phrases)
                row.reorderable = query.order == .manual
                return row
            }
        }
        var alerts: [BikesFavouritesContent.Alert] = []
        if let owner {
            alerts = await watches.alerts(for: owner, favourites: saved, in: snapshot, at: timeSource.now())
                .map { BikesFavouritesContent.Alert($0, place: place, phrases: phrases) }
        }
        let savedIDs = Dictionary(saved.map { ($0.dockID, $0.favouriteID.description) }, uniquingKeysWith: { first, _ in first })
        var results: [DockRow]?
        if !query.search.isEmpty {
            results = snapshot.docks(named: query.search, limit: 20, from: query.near).map { dock in
                DockRow(
                    dock, place: place, metres: query.near.map { $0.distance(to: dock.coordinate) }, farthest: nil,
                    favouriteID: savedIDs[dock.id], phrases: phrases, donutSize: 36)
            }
        }
        let path = place.section
        return BikesFavouritesContent(
            banner: FeedBanner(status, place: place, phrases: phrases), rows: rows, alerts: alerts,
            sortLinks: FavouriteOrder.allCases.map { order in
                ChoiceLink(
                    label: phrases.text("bikes_sort_\(order.rawValue)"), href: query.address(path: path, sort: order),
                    isCurrent: order == query.order)
            },
            showLinks: ([nil] + [DockResource.bikes, .eBikes, .spaces]).map { resource in
                ChoiceLink(
                    label: phrases.text("bikes_show_\(resource?.rawValue ?? "all")"),
                    href: query.address(path: path, show: .some(resource)), isCurrent: resource == query.show)
            },
            legend: DonutLegendEntry.all(phrases: phrases), isManual: query.order == .manual, sort: query.order.rawValue,
            near: query.near.map { "\($0.latitude),\($0.longitude)" }, query: query.search, results: results,
            hasResults: results?.isEmpty == false, noResults: results?.isEmpty == true,
            empty: rows.isEmpty, liveAddress: query.address(path: path, partial: true), place: place,
            systems: systemLinks())
    }
}
