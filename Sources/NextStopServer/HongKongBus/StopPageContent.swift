import HongKongBus
import NextStopCore

/// The stop page: the stop and every route variant calling there.
struct StopPageContent {
    /// A variant that calls at the stop, linked to its page opened at this stop.
    struct CallingRoute {
        var href: String
        var key: String
        var route: String
        var company: CompanyBadge
        var heading: String
        var special: Bool
        /// The stop is this variant's terminus: its buses arrive and go no further.
        var terminates: Bool
    }

    var id: String
    var name: String
    /// Both names, which the page script keeps with the recently viewed stops.
    var nameTC: String
    var nameEN: String
    /// "車站編號 WT916" in the page's language; nil for a stop riders know by no code.
    var code: String?
    var company: CompanyBadge
    var routes: [CallingRoute]
    var hasRoutes: Bool
    /// The trip tab with this stop as its start, and as its end.
    var tripFrom: String
    var tripTo: String

    /// The page of `stop` and the `visits` of the variants calling there, named in the phrases' language.
    init(_ stop: Stop, visits: [RouteStopPositions], phrases: Phrasebook) {
        let names = phrases.language.names
        id = stop.id
        name = stop.name[names]
        nameTC = stop.name.tc
        nameEN = stop.name.en
        code = stop.riderCode.map { phrases.text("stop_code", ["id": $0]) }
        company = CompanyBadge(stop.company, phrases: phrases)
        routes = visits.map { visit in
            CallingRoute(
                href: BusLink.route(visit.route.key, stop: stop.id), key: visit.route.key.description,
                route: visit.route.route, company: CompanyBadge(visit.route.company, phrases: phrases),
                heading: phrases.text("to_destination", ["place": visit.route.destination[names]]),
                special: visit.route.isSpecialDeparture, terminates: visit.terminatesHere)
        }
        hasRoutes = !routes.isEmpty
        tripFrom = BusLink.trip(from: stop.id)
        tripTo = BusLink.trip(to: stop.id)
    }
}
