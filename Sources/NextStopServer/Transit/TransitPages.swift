import Foundation
import GTFS
import Hummingbird
import NextStopCore

/// The agencies' pages: `/transit` lists them; `/transit/{agency}` finds stops by name or near the visitor
/// (`?near=LAT,LON`) and shows the alerts in force; `/transit/{agency}/stops/{stop}` is a stop's live board; `/transit/{agency}/trips/{trip}` a trip stop by stop.
/// The board and the trip refresh themselves (`live-block.js` loads the page again and swaps in its live block).
struct TransitPages {
    let agencies: [TransitAgency]
    let timeSource: any TimeSource

    func addRoutes(to web: Router<APIRequestContext>, renderer: WebRenderer) {
        web.get(RouterPath(TransitSystem.section)) { request, _ in
            let visit = renderer.visit(request)
            var content = TransitPageContent()
            content.agencies = agencies.map { agency in
                let ready = agency.live.snapshot.timetable != nil
                return .init(
                    href: "\(TransitSystem.section)/\(agency.id)", name: agency.name, id: agency.id,
                    note: ready ? nil : visit.phrases.text("transit_unavailable"))
            }
            content.hasAgencies = !agencies.isEmpty
            return try renderer.render(
                "transit", visit.page(title: visit.phrases.text("transit"), script: "app", content: content))
        }
        web.get(RouterPath("\(TransitSystem.section)/{agency}")) { request, context in
            try page(request, context, renderer) { answers, visit in
                var content = TransitPageContent()
                content.href = "\(TransitSystem.section)/\(answers.agency.id)"
                let query = QueryReader(request)
                // The search form sends its text form-encoded: a space is a `+`.
                let typed = query.string("q")?.replacingOccurrences(of: "+", with: " ")
                content.query = typed?.prefix(100).description ?? ""
                if let point = (try? query.coordinate("near")) ?? nil {
                    content.showStops(near: point, answers: answers, phrases: visit.phrases)
                } else if !content.query.isEmpty {
                    content.stops = answers.stops(named: content.query).map {
                        .init(href: "\(content.href)/stops/\(Self.escaped($0.id))", name: $0.name, id: $0.id)
                    }
                    content.hasStops = !content.stops.isEmpty
                    if content.stops.isEmpty { content.note = visit.phrases.text("transit_no_stops") }
                }
                content.show(answers.inForce, phrases: visit.phrases)
                return ("transit-agency", answers.agency.name, "transit-nearby", content)
            }
        }
        web.get(RouterPath("\(TransitSystem.section)/{agency}/stops/{stop}")) { request, context in
            try page(request, context, renderer) { answers, visit in
                let stop = try answers.stop(try context.parameters.require("stop"))
                let board = try answers.board(of: stop, limit: 20)
                var content = TransitBoard(answers: answers, phrases: visit.phrases).content(of: stop, board: board)
                content.show(answers.alerts(touching: board, at: stop), phrases: visit.phrases)
                content.show(answers, phrases: visit.phrases)
                return ("transit-stop", stop.name, "live-block", content)
            }
        }
        web.get(RouterPath("\(TransitSystem.section)/{agency}/trips/{trip}")) { request, context in
            try page(request, context, renderer) { answers, visit in
                let tripID = try context.parameters.require("trip")
                let (trip, alerts) = try answers.trip(tripID, on: try TransitController.date(QueryReader(request)))
                var content = TransitBoard(answers: answers, phrases: visit.phrases).content(
                    of: trip, at: QueryReader(request).string("stop"))
                content.show(alerts, phrases: visit.phrases)
                content.show(answers, phrases: visit.phrases)
                return ("transit-trip", content.headsign, "live-block", content)
            }
        }
    }

    /// An agency's page; a 404 page for an agency, stop or trip it does not have, and the section's note before its
    /// timetable has loaded.
    private func page(
        _ request: Request, _ context: APIRequestContext, _ renderer: WebRenderer,
        content: (AgencyAnswers, WebVisit) throws -> (
            template: String, title: String, script: String, content: TransitPageContent
        )
    ) throws -> Response {
        let visit = renderer.visit(request)
        let back = (TransitSystem.section, visit.phrases.text("transit"))
        let id = try context.parameters.require("agency")
        guard let agency = agencies.first(where: { $0.id == id }) else {
            return try renderer.notFound(visit, message: "transit_unknown_agency", subject: id, back: back, tabs: [])
        }
        do {
            let (template, title, script, content) = try content(
                try AgencyAnswers(agency: agency, now: timeSource.now()), visit)
            return try renderer.render(template, visit.page(title: title, script: script, content: content))
        } catch let error as APIError where error.status == .notFound {
            return try renderer.notFound(
                visit, message: "transit_not_found", subject: error.message,
                back: ("\(TransitSystem.section)/\(id)", agency.name), tabs: [])
        } catch let error as APIError where error.status == .serviceUnavailable {
            var content = TransitPageContent()
            content.note = visit.phrases.text("transit_unavailable")
            content.href = "\(TransitSystem.section)/\(id)"
            return try renderer.render(
                "transit-agency", visit.page(title: agency.name, script: "transit-nearby", content: content),
                status: .serviceUnavailable)
        }
    }

    /// An id as one path segment.
    static func escaped(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? id
    }
}
