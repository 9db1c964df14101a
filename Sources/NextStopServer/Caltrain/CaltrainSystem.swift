import Caltrain
import Foundation
import GTFS
import Hummingbird
import NextStopCore

/// Caltrain in the server: its stations, trains, alerts and events under `/api/v1/caltrain`, and the web section at `/caltrain`.
/// Without a timetable (none on disk and the first download not done) the API answers 503 and the section says the
/// timetable is not available.
struct CaltrainSystem: ServerSystem {
    static let section = "/caltrain"

    /// The timetable in service, replaced while the server runs when a newer feed arrives.
    let timetables: CurrentTimetable
    /// The live feed; nil serves the timetable alone and says so.
    let live: CaltrainLiveFeed?
    let timeSource: any TimeSource

    /// The timetable now; read once per request, so a swap never falls inside one.
    var timetable: CaltrainTimetable? { timetables.timetable }

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("caltrain"), summary: visit.phrases.text("caltrain_summary"),
            icon: WebResources.address(of: "icon-caltrain.svg"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        api.get("caltrain/stations") { request, _ -> Response in try stations(request) }
        api.get("caltrain/trains") { request, _ in try trains(request) }
        api.get("caltrain/alerts") { request, _ in try alerts(request) }
        api.get("caltrain/positions") { _, _ in try positions() }
        api.get("caltrain/events") { request, _ in try events(request) }
        let stationLists: [(CaltrainTab, template: String, title: String)] = [
            (.trains, "caltrain", "caltrain"), (.stations, "caltrain-stations", "caltrain_stations_title"),
            (.events, "caltrain-events", "caltrain_events_title"),
        ]
        for (tab, template, title) in stationLists {
            web.get(RouterPath(tab.path)) { request, _ in
                let visit = renderer.visit(request)
                let content = CaltrainPageContent(timetable: timetable, now: timeSource.now(), phrases: visit.phrases)
                return try renderer.render(
                    template,
                    visit.page(
                        title: visit.phrases.text(title), tabs: CaltrainTab.bar(current: tab, phrases: visit.phrases),
                        script: "page-\(template)", content: content))
            }
        }
        web.get(RouterPath("\(Self.section)/insights")) { request, _ in
            let visit = renderer.visit(request)
            return try renderer.render(
                "caltrain-insights",
                visit.page(
                    title: visit.phrases.text("caltrain_insights_title"),
                    tabs: CaltrainTab.bar(current: .insights, phrases: visit.phrases), script: "page-caltrain-insights"))
        }
        web.get(RouterPath("\(Self.section)/alerts")) { request, _ in
            let visit = renderer.visit(request)
            let title = visit.phrases.text("caltrain_alerts_title")
            let tabs = CaltrainTab.bar(current: .alerts, phrases: visit.phrases)
            guard let timetable else {
                let content = CaltrainPageContent(timetable: nil, now: timeSource.now(), phrases: visit.phrases)
                return try renderer.render("caltrain", visit.page(title: title, tabs: tabs, script: "app", content: content))
            }
            let content = CaltrainAlertsContent(
                timetable: timetable, live: liveState(), now: timeSource.now(), phrases: visit.phrases)
            return try renderer.render(
                "caltrain-alerts", visit.page(title: title, tabs: tabs, script: "app", content: content))
        }
    }

    /// Degraded without a timetable (every Caltrain API then answers 503), or when it expires within 14 days, has
    /// expired or is not yet in force.
    func healthReasons(at now: Date) -> [String] {
        guard let timetable else { return ["Caltrain: no timetable loaded, so the Caltrain API answers 503"] }
        return timetable.feed.expiryWarning(at: now).map { ["Caltrain timetable: \($0)"] } ?? []
    }

    func available() throws -> CaltrainTimetable {
        guard let timetable else {
            throw APIError(.serviceUnavailable, "The Caltrain timetable is not available on this server now.")
        }
        return timetable
    }

    func station(_ query: QueryReader, _ name: String, in timetable: CaltrainTimetable) throws -> CaltrainStation {
        do {
            return try timetable.station(named: try query.required(name))
        } catch let error as StationLookupError {
            throw APIError(.notFound, error.description, field: name)
        }
    }
}

extension CaltrainSystem {
    var offlineShell: OfflineShell {
        OfflineShell(paths: [
            "\(Self.section)/insights", "/assets/page-caltrain.js", "/assets/page-caltrain-stations.js",
            "/assets/page-caltrain-events.js", "/assets/caltrain-events.js",
            "/assets/page-caltrain-insights.js", "/assets/caltrain-pair.js", "/assets/caltrain-trips.js",
            "/assets/weather-icons.js", "/assets/caltrain-map.js",
        ])
    }

    var openAPI: OpenAPIPart { .bundled("caltrain") }
    var reminderSources: [any ReminderSource] { [CaltrainTripReminders(timetables: timetables, live: live)] }
}

extension ServedSystem {
    /// Caltrain from the timetable `timetables` holds, live from `live` (nil for the timetable alone).
    public static func caltrain(
        timetables: CurrentTimetable, live: CaltrainLiveFeed?, timeSource: any TimeSource
    ) -> ServedSystem {
        ServedSystem(CaltrainSystem(timetables: timetables, live: live, timeSource: timeSource))
    }
}

/// `GET /api/v1/caltrain/stations[?q=]`: every station north to south, or those `q` may name as a rider types it,
/// best first, with their platforms and positions.
struct CaltrainStationsJSON: JSONWritable {
    var feedVersion: String?
    var stations: [CaltrainStation]

    init(_ timetable: CaltrainTimetable, stations: [CaltrainStation]) {
        feedVersion = timetable.feedVersion
        self.stations = stations
    }

    /// `feed_version` is absent when the feed names none.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("feed_version", ifPresent: feedVersion)
            object.member("stations", stations.map(CaltrainStationJSON.init))
        }
    }
}

/// What the Caltrain page's template reads: the stations to pick from, and a note when the timetable is missing or
/// near its end.
struct CaltrainPageContent {
    struct Choice {
        var id: String
        var name: String
    }

    var stations: [Choice]
    var available: Bool
    var note: String?

    init(timetable: CaltrainTimetable?, now: Date, phrases: Phrasebook) {
        stations = timetable?.stations.map { Choice(id: $0.id, name: $0.name) } ?? []
        available = timetable != nil
        if timetable == nil {
            note = phrases.text("caltrain_unavailable")
        } else if let warning = timetable?.feed.expiryWarning(at: now) {
            note = phrases.text("caltrain_feed_warning", ["warning": warning.description])
        }
    }
}
