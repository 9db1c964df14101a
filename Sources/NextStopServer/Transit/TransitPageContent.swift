import Foundation
import GTFS
import NextStopCore

/// What the agency pages' templates read, in the visitor's language and the agency's time.
struct TransitPageContent {
    struct AlertRow {
        var id: String
        var header: String
        /// Nil when it only repeats the header.
        var description: String?
    }

    struct DepartureRow {
        var tripID: String
        var href: String
        var route: String
        var headsign: String
        /// When to go by: the expected time, else the timetabled one.
        var leaves: String
        /// The timetabled time, struck through, when it differs from `leaves`.
        var timetabled: String?
        var state: String
        var stateClass: String
        var struck: Bool
    }

    struct CallRow {
        var href: String
        var name: String
        var time: String
        var timetabled: String?
        var state: String
        var stateClass: String
        var skipped: Bool
        var here: Bool
    }

    struct LinkRow {
        var href: String
        var name: String
        var id: String
        var note: String?
        /// How far it is from the visitor, when found near them.
        var distance: String?
    }

    var alerts: [AlertRow] = []
    var hasAlerts = false
    var freshness = ""
    var stale = false
    /// The agency's zone, for the clock the refreshing page shows.
    var timeZone = ""
    /// `/transit`: the agencies.
    var agencies: [LinkRow] = []
    var hasAgencies = false
    /// An agency's page: its address, the search and the stops found.
    var href = ""
    var query = ""
    var note: String?
    var stops: [LinkRow] = []
    var hasStops = false
    /// A stop's board.
    var stopName = ""
    var departures: [DepartureRow] = []
    var hasDepartures = false
    var back = ""
    /// A trip.
    var route = ""
    var headsign = ""
    var cancelled = false
    var vehicle: String?
    var calls: [CallRow] = []

    /// Each alert's header and text in the visitor's language (English where the agency gives no other).
    mutating func show(_ alerts: [ServiceAlert], phrases: Phrasebook) {
        let language = phrases.language == .english ? "en" : "zh"
        self.alerts = alerts.map { alert in
            let header = alert.header(in: language)
            let description = alert.description(in: language)
            return AlertRow(id: alert.id, header: header, description: description == header ? nil : description)
        }
        hasAlerts = !self.alerts.isEmpty
    }

    /// The stops nearest `point`, with how far each is, and a note when the search had to reach 3 km or found none.
    mutating func showStops(near point: Coordinate, answers: AgencyAnswers, phrases: Phrasebook) {
        let (found, radius) = answers.stops(near: point)
        stops = found.map { stop, metres in
            let distance =
                metres.rounded() < 1_000
                ? phrases.text("metres", ["n": String(Int(metres.rounded()))])
                : phrases.text("kilometres", ["n": String(format: "%.1f", metres / 1_000)])
            return LinkRow(
                href: "\(href)/stops/\(TransitPages.escaped(stop.id))", name: stop.name, id: stop.id, distance: distance)
        }
        hasStops = !stops.isEmpty
        if stops.isEmpty {
            note = phrases.text("transit_none_near")
        } else if radius > 1_000 {
            note = phrases.text("transit_near_wider")
        }
    }

    /// How fresh the trip updates are, or that the timetable alone is shown.
    mutating func show(_ answers: AgencyAnswers, phrases: Phrasebook) {
        timeZone = answers.timetable.timeZone.identifier
        guard let freshness = answers.snapshot.freshness(at: answers.now) else {
            self.freshness = phrases.text("transit_timetable_only")
            return
        }
        stale = freshness.stale
        let minutes = String(max(0, freshness.ageSeconds / 60))
        self.freshness =
            freshness.stale
            ? phrases.text("transit_stale", ["n": minutes])
            : freshness.ageSeconds < 60 ? phrases.text("transit_live_now") : phrases.text("transit_live", ["n": minutes])
    }

    /// A departure's or call's state: cancelled, skipped, added, late, early, on time, or timetabled.
    static func state(
        delay: Int?, canceled: Bool = false, skipped: Bool = false, added: Bool = false, phrases: Phrasebook
    ) -> (text: String, style: String) {
        if canceled { return (phrases.text("transit_cancelled"), "cancelled") }
        if skipped { return (phrases.text("transit_skipped"), "skipped") }
        if added { return (phrases.text("transit_added"), "added") }
        guard let delay else { return (phrases.text("transit_scheduled"), "") }
        let minutes = Int((Double(delay) / 60).rounded())
        if minutes > 0 { return (phrases.text("transit_late", ["n": String(minutes)]), "late") }
        if minutes < 0 { return (phrases.text("transit_early", ["n": String(-minutes)]), "early") }
        return (phrases.text("transit_on_time"), "")
    }
}
