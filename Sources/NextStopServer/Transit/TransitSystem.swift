import Foundation
import GTFS
import Hummingbird
import NextStopCore

/// Any agency's buses and trains in the server: each agency the configuration names, its timetable (GTFS) made live by
/// its GTFS-Realtime feeds, with its pages at `/transit/{agency}` and its API under `/api/v1/transit/{agency}`.
struct TransitSystem: ServerSystem {
    static let section = "/transit"

    let agencies: [TransitAgency]
    let timeSource: any TimeSource

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("transit"), summary: visit.phrases.text("transit_summary"),
            icon: WebResources.address(of: "icon-transit.svg"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        TransitController(agencies: agencies, timeSource: timeSource).addRoutes(to: api)
        TransitPages(agencies: agencies, timeSource: timeSource).addRoutes(to: web, renderer: renderer)
    }

    var offlineShell: OfflineShell {
        OfflineShell(paths: [Self.section, "/assets/transit.css", "/assets/live-block.js", "/assets/transit-nearby.js"])
    }
    var openAPI: OpenAPIPart { .bundled("transit") }

    /// Degraded for an agency without a timetable (the server stays ready: the other systems answer), or whose trip
    /// updates have gone stale.
    func healthReasons(at now: Date) -> [String] {
        agencies.flatMap { agency -> [String] in
            let snapshot = agency.live.snapshot
            guard let timetable = snapshot.timetable else {
                return ["\(agency.name): no timetable loaded, so its transit API answers 503"]
            }
            var reasons = timetable.expiryWarning(at: now).map { ["\(agency.name) timetable: \($0)"] } ?? []
            if let freshness = snapshot.freshness(at: now), freshness.stale {
                reasons.append(
                    "\(agency.name): trip updates are \(freshness.ageSeconds / 60) minutes old (\(snapshot.failure ?? "no refresh"))"
                )
            }
            return reasons
        }
    }
}

extension ServedSystem {
    /// The agencies `agencies`, each kept current by its `AgencyPoller`.
    public static func transit(_ agencies: [TransitAgency], timeSource: any TimeSource) -> ServedSystem {
        ServedSystem(TransitSystem(agencies: agencies, timeSource: timeSource))
    }
}
