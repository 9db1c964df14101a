import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// Bike-share in the server: each bike system (London's TfL docks, any GBFS system) with its web section at
/// `/bikes/{id}`, its API under `/api/v1/bikes/{id}` and its docks republished as GBFS under `/gbfs/{id}`. The first
/// system answers at `/bikes` and `/api/v1/bikes` too, the addresses of a server with one. Without a feed's counts
/// (before the first poll) its API answers 503 and its section says so; with them, its poller keeps them current and
/// the answers carry their age.
struct BikesSystem: ServerSystem {
    static let section = "/bikes"
    /// The version the about page shows.
    static let version = "1.1"

    let systems: [ServedBikeSystem]
    let favourites: any FavouritesStore
    let timeSource: any TimeSource

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("bikes"), summary: visit.phrases.text("bikes_summary"),
            icon: WebResources.address(of: "icon-bikes.svg"))
    }

    /// Each system's section at its own address, and the first one's again at the unprefixed one (its pages and
    /// scripts still use the system's own API).
    var sections: [BikesSection] {
        let places = systems.map { BikesPlace(system: $0.system) }
        var sections = zip(systems, places).map { served, place in
            section(served, place, api: place.api, among: places)
        }
        if let first = systems.first, var unprefixed = places.first {
            unprefixed.section = Self.section
            sections.append(section(first, unprefixed, api: "bikes", among: places))
        }
        return sections
    }

    private func section(_ served: ServedBikeSystem, _ place: BikesPlace, api: String, among places: [BikesPlace])
        -> BikesSection
    {
        BikesSection(
            place: place, apiPath: api, feed: served.system.feed, watches: served.watches, favourites: favourites,
            timeSource: timeSource, switchable: places.count > 1 ? places : [])
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        for section in sections {
            section.addRoutes(api: api, web: web, renderer: renderer)
        }
        for served in systems {
            let docks = BikesController(
                place: BikesPlace(system: served.system), feed: served.system.feed, timeSource: timeSource)
            GBFSController(system: served.system, docks: docks).addRoutes(to: web)
        }
    }

    /// Degraded for a system without dock counts, with counts that have stopped moving, or more than five minutes old.
    func healthReasons(at now: Date) -> [String] {
        systems.flatMap { served -> [String] in
            let system = served.system
            guard let status = system.feed.status(at: now) else {
                return ["\(system.name) bikes: no dock counts from \(system.source) yet, so its bikes API answers 503"]
            }
            var reasons: [String] = []
            if status.frozen {
                reasons.append(
                    "\(system.name) bikes: \(system.source)'s dock counts are frozen (97 % of docks unchanged for 10 minutes)")
            }
            if status.ageSeconds > 300 {
                reasons.append(
                    "\(system.name) bikes: dock counts are \(status.ageSeconds / 60) minutes old (\(status.failure ?? "no refresh"))"
                )
            }
            return reasons
        }
    }
}

extension BikesSystem {
    var offlineShell: OfflineShell {
        let scripts = ["bikes-live", "bikes-location", "bikes-favourites", "bikes-map", "bikes-watch"]
        let pages = systems.isEmpty ? [] : ["\(Self.section)/about"]
        return OfflineShell(paths: pages + ["/assets/bikes.css"] + scripts.map { "/assets/\($0).js" })
    }

    var openAPI: OpenAPIPart { .bundled("london-bikes") }
    var reminderSources: [any ReminderSource] { [DockReminders(systems: systems.map(\.system))] }
}

/// A bike system as a server serves it: its docks, and the shortages of its favourites already told.
public struct ServedBikeSystem: Sendable {
    public var system: BikeSystem
    public var watches: ShortageWatches

    public init(system: BikeSystem, watches: ShortageWatches) {
        self.system = system
        self.watches = watches
    }
}

extension ServedSystem {
    /// The bike systems `systems` (none: the section says it has none), their favourites in `favourites`.
    public static func bikes(
        _ systems: [ServedBikeSystem], favourites: any FavouritesStore, timeSource: any TimeSource
    ) -> ServedSystem {
        ServedSystem(BikesSystem(systems: systems, favourites: favourites, timeSource: timeSource))
    }
}
