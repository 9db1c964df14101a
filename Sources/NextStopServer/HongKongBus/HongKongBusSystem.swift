import Foundation
import HongKongBus
import Hummingbird
import NextStopCore

/// The Hong Kong bus system in the server: the network and arrivals API, and the web section under `/hk` with its
/// three tabs, route and stop pages. The addresses the section had before it moved under `/hk` redirect there.
struct HongKongBusSystem: ServerSystem {
    let live: LiveNetwork
    let favourites: any FavouritesStore
    let timeSource: any TimeSource
    /// Writes the GTFS-Realtime trip updates; nil publishes the static GTFS feed alone.
    var encodeTripUpdates: (@Sendable ([BusTripUpdate], Date) throws -> Data)?

    /// Each device's stops and routes, filed in categories: the platform's favourites API.
    private var lists: FavouritesController {
        FavouritesController(live: live, favourites: favourites, timeSource: timeSource)
    }

    var servedDataset: DatasetInfo? { live.current.dataset }

    var readinessReasons: [String] { live.current.dataset == nil ? ["the bus dataset is not loaded"] : [] }

    func favouritesList(for owner: OwnerID) async throws -> Response? { try await lists.list(for: owner) }

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(href: BusLink.section, name: visit.phrases.text("hk_bus"), summary: visit.phrases.text("hk_bus_summary"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        NetworkController(live: live).addRoutes(to: api)
        ArrivalsController(live: live).addRoutes(to: api)
        TripController(live: live).addRoutes(to: api)
        BusGTFSController(live: live, encodeTripUpdates: encodeTripUpdates, timeSource: timeSource).addRoutes(to: web)
        lists.addRoutes(to: api.group().add(middleware: DeviceMiddleware(favourites: favourites, timeSource: timeSource)))
        let pages = BusPages(live: live, renderer: renderer)
        let landing = LandingTab(favourites: favourites)
        let section = web.group(RouterPath(BusLink.section))
        section.get("") { request, _ in Response.seeOther(await landing.tab(for: request).path) }
        section.get("favourites") { request, _ in try pages.tab(.favourites, script: "page-favourites", request) }
        section.get("routes") { request, _ in try pages.keypad(request) }
        section.get("stops") { request, _ in try pages.tab(.stops, script: "page-stops", request) }
        section.get("trip") { request, _ in try pages.tab(.trip, script: "page-trip", request) }
        section.get("routes/{key}") { request, context in try pages.route(request, key: context.parameters.get("key")) }
        section.get("stops/{id}") { request, context in try pages.stop(request, id: context.parameters.get("id")) }
        for old in ["favourites", "routes", "stops", "routes/{key}", "stops/{id}"] {
            web.get(RouterPath(old)) { request, _ in try Self.movedHere(request) }
        }
    }

    /// The same page at its address under `/hk`, query kept, for links and bookmarks made before the move. An
    /// address no page of ours is as long as is not found, rather than quoted back whole in `Location`.
    private static func movedHere(_ request: Request) throws -> Response {
        let query = request.uri.query.map { "?\($0)" } ?? ""
        let address = "\(request.uri.path)\(query)"
        guard address.count <= 100 else { throw APIError(.notFound, "There is no page at this address.") }
        return Response(status: .movedPermanently, headers: [.location: "\(BusLink.section)\(address)"])
    }
}

extension HongKongBusSystem {
    /// Every tab, each answered offline from its copy; `/hk` opens the one last used.
    var offlineShell: OfflineShell {
        let tabs = BusTab.allCases.map(\.path)
        let scripts = [
            "arrivals", "favourite-star", "recent-stops", "page-favourites", "page-route", "page-routes", "page-stop",
            "page-stops", "page-trip", "route-map", "stops-map", "trip-map",
        ]
        return OfflineShell(
            paths: tabs + scripts.map { "/assets/\($0).js" },
            tabs: OfflineShell.Tabs(
                section: BusLink.section, paths: tabs, cookie: BusTab.cookieName, fallback: BusTab.routes.path))
    }

    var openAPI: OpenAPIPart { .bundled("hong-kong-bus") }
    var reminderSources: [any ReminderSource] { [BusArrivalReminders(live: live)] }
}

extension ServedSystem {
    /// Hong Kong's buses over `live`, with each device's favourites in `favourites`, dated by `timeSource`; their
    /// GTFS-Realtime trip updates are written by `encodeTripUpdates` when given.
    public static func hongKongBus(
        live: LiveNetwork, favourites: any FavouritesStore, timeSource: any TimeSource = SystemTimeSource(),
        encodeTripUpdates: (@Sendable ([BusTripUpdate], Date) throws -> Data)? = nil
    ) -> ServedSystem {
        ServedSystem(
            HongKongBusSystem(
                live: live, favourites: favourites, timeSource: timeSource, encodeTripUpdates: encodeTripUpdates))
    }
}

/// The pages of the Hong Kong bus section.
struct BusPages: Sendable {
    let live: LiveNetwork
    let renderer: WebRenderer

    func tab(_ tab: BusTab, script: String, _ request: Request) throws -> Response {
        let visit = renderer.visit(request)
        let page = visit.page(title: visit.phrases.text("tab_\(tab.rawValue)"), tabs: bar(tab, visit), script: script)
        return try renderer.render(tab.rawValue, page)
    }

    func keypad(_ request: Request) throws -> Response {
        let visit = renderer.visit(request)
        let prefix = KeypadContent.prefix(from: QueryReader(request).string("prefix"))
        let keypad = KeypadContent(prefix: prefix, network: live.current.network)
        let title = visit.phrases.text("tab_routes")
        return try renderer.render(
            "routes", visit.page(title: title, tabs: bar(.routes, visit), script: "page-routes", content: keypad))
    }

    func route(_ request: Request, key text: String?) throws -> Response {
        let visit = renderer.visit(request)
        let text = text.map { $0.removingPercentEncoding ?? $0 } ?? ""
        let network = live.current.network
        guard let key = RouteKey(text), let detail = try? network.routeDetail(key) else {
            return try notFound(visit, message: "not_found_route", subject: text)
        }
        let content = RoutePageContent(
            detail, jointPartner: network.jointRoute(of: key), openStop: QueryReader(request).string("stop"),
            phrases: visit.phrases)
        let title = "\(content.route) \(content.heading)"
        return try renderer.render(
            "route", visit.page(title: title, tabs: bar(.routes, visit), script: "page-route", content: content))
    }

    func stop(_ request: Request, id text: String?) throws -> Response {
        let visit = renderer.visit(request)
        let id = text.map { $0.removingPercentEncoding ?? $0 } ?? ""
        let network = live.current.network
        guard let stop = network.stop(id) else {
            return try notFound(visit, message: "not_found_stop", subject: id)
        }
        let content = StopPageContent(stop, visits: network.visits(atStop: id), phrases: visit.phrases)
        return try renderer.render(
            "stop", visit.page(title: content.name, tabs: bar(.stops, visit), script: "page-stop", content: content))
    }

    private func notFound(_ visit: WebVisit, message: String, subject: String) throws -> Response {
        try renderer.notFound(
            visit, message: message, subject: subject,
            back: (BusTab.routes.path, visit.phrases.text("back_to_routes")), tabs: bar(nil, visit))
    }

    private func bar(_ current: BusTab?, _ visit: WebVisit) -> [WebTabLink] {
        BusTab.bar(current: current, phrases: visit.phrases)
    }
}
