import Foundation
import Hummingbird
import LondonBikes
import NextStopCore

/// London bikes in the server: docks under `/api/v1/bikes`, London as a GBFS system under `/gbfs/london`, and the
/// web section at `/bikes`. Without a feed (a server started without TfL) the API answers 503 and the section says
/// so; with one, the poller keeps it current and the answers carry its age.
struct LondonBikesSystem: ServerSystem {
    static let section = "/bikes"
    /// The version the about page shows.
    static let version = "1.0"

    let feed: DockFeed?
    let favourites: any FavouritesStore
    let timeSource: any TimeSource
    let watches: ShortageWatches

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("bikes"), summary: visit.phrases.text("bikes_summary"),
            icon: WebResources.address(of: "icon-bikes.svg"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        let docks = BikesController(feed: feed, timeSource: timeSource)
        docks.addRoutes(to: api)
        GBFSController(docks: docks).addRoutes(to: web)
        addPages(to: web, renderer: renderer)
        BikeFavouritesController(docks: docks, favourites: favourites, watches: watches, timeSource: timeSource)
            .addRoutes(
                to: api.group("bikes/favourites").add(
                    middleware: DeviceMiddleware(favourites: favourites, timeSource: timeSource)))
    }

    /// Degraded without dock counts, while TfL's counts have stopped moving, or when they are more than five minutes old.
    func healthReasons(at now: Date) -> [String] {
        guard let feed else { return [] }
        guard let status = feed.status(at: now) else {
            return ["London bikes: no dock counts from TfL yet, so the bikes API answers 503"]
        }
        var reasons: [String] = []
        if status.frozen { reasons.append("London bikes: TfL's dock counts are frozen (97 % of docks unchanged for 10 minutes)") }
        if status.ageSeconds > 300 {
            reasons.append(
                "London bikes: dock counts are \(status.ageSeconds / 60) minutes old (\(status.failure ?? "no refresh"))")
        }
        return reasons
    }
}

extension LondonBikesSystem {
    var offlineShell: OfflineShell {
        let scripts = ["bikes-live", "bikes-location", "bikes-favourites", "bikes-map", "bikes-watch"]
        return OfflineShell(paths: ["\(Self.section)/about", "/assets/bikes.css"] + scripts.map { "/assets/\($0).js" })
    }

    var openAPI: OpenAPIPart { .bundled("london-bikes") }
    var reminderSources: [any ReminderSource] { [DockReminders(feed: feed)] }
}

extension ServedSystem {
    /// London's docks from `feed` (nil: the section says it has none), favourites in `favourites` with their
    /// shortages watched in `watches`.
    public static func londonBikes(
        feed: DockFeed?, favourites: any FavouritesStore, watches: ShortageWatches, timeSource: any TimeSource
    ) -> ServedSystem {
        ServedSystem(LondonBikesSystem(feed: feed, favourites: favourites, timeSource: timeSource, watches: watches))
    }
}
