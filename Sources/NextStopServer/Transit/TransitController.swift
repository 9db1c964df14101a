import Foundation
import GTFS
import Hummingbird
import NextStopCore

/// `GET /api/v1/transit` and, per agency, `…/{agency}/stops?q=` (or `?near=LAT,LON`), `…/stops/{stop}/departures`, `…/trips/{trip}` and
/// `…/alerts`: answered from the agency's timetable and the last of its GTFS-Realtime feeds; 503 before its
/// timetable has loaded.
struct TransitController {
    let agencies: [TransitAgency]
    let timeSource: any TimeSource

    func addRoutes(to api: RouterGroup<APIRequestContext>) {
        api.get("transit") { _, _ -> Response in try .json(TransitAgenciesJSON(agencies: agencies)) }
        api.get("transit/{agency}/stops") { request, context -> Response in
            let answers = try answers(context)
            let query = QueryReader(request)
            if let point = try query.coordinate("near") {
                guard query.string("q") == nil else {
                    throw APIError(.badRequest, "Give q (a name) or near (LAT,LON), not both.", field: "q")
                }
                let (stops, radius) = answers.stops(near: point)
                return try .json(TransitStopsJSON(stops: stops.map { ($0.stop, $0.metres) }, radius: radius))
            }
            guard let text = query.string("q") else {
                throw APIError(.badRequest, "Give q (a name) or near (LAT,LON).", field: "q")
            }
            guard (1...100).contains(text.count) else {
                throw APIError(.badRequest, "q must be 1 to 100 characters.", field: "q")
            }
            return try .json(TransitStopsJSON(stops: answers.stops(named: text).map { ($0, nil) }))
        }
        api.get("transit/{agency}/stops/{stop}/departures") { request, context -> Response in
            let answers = try answers(context)
            let stop = try answers.stop(try context.parameters.require("stop"))
            let limit = try QueryReader(request).int("limit", in: 1...50) ?? 10
            let board = try answers.board(of: stop, limit: limit)
            let language = try Self.language(request)
            return try .json(
                TransitBoardJSON(
                    board: DepartureBoardJSON(
                        stop: stop, at: answers.now, live: board, timestamp: answers.snapshot.tripUpdates?.timestamp,
                        in: answers.timetable),
                    alerts: Self.json(answers.alerts(touching: board, at: stop), language, answers),
                    realtime: RealtimeStateJSON.of(answers.snapshot, at: answers.now)))
        }
        api.get("transit/{agency}/trips/{trip}") { request, context -> Response in
            let answers = try answers(context)
            let tripID = try context.parameters.require("trip")
            let (trip, alerts) = try answers.trip(tripID, on: try Self.date(QueryReader(request)))
            let found = answers.timetable.trip(id: tripID)
            let format = answers.timetable.isoFormatter
            return try .json(
                TransitTripJSON(
                    trip: trip, route: found.map(answers.timetable.route(of:)), headsign: found?.headsign,
                    vehicle: answers.snapshot.vehicles?.vehicleByTrip[tripID],
                    alerts: Self.json(alerts, try Self.language(request), answers),
                    realtime: RealtimeStateJSON.of(answers.snapshot, at: answers.now),
                    stopName: { answers.timetable.stop(id: $0)?.name ?? $0 }, format: format.string(from:)))
        }
        api.get("transit/{agency}/alerts") { request, context -> Response in
            let answers = try answers(context)
            return try .json(TransitAlertsJSON(alerts: Self.json(answers.inForce, try Self.language(request), answers)))
        }
    }

    /// The answers of the agency the path names; 404 for one not served.
    func answers(_ context: APIRequestContext) throws -> AgencyAnswers {
        let id = try context.parameters.require("agency")
        guard let agency = agencies.first(where: { $0.id == id }) else {
            throw APIError(.notFound, "no agency \(id.quotedInError) is served here", field: "agency")
        }
        return try AgencyAnswers(agency: agency, now: timeSource.now())
    }

    /// `date`: `YYYYMMDD` or `YYYY-MM-DD`, when given.
    static func date(_ query: QueryReader) throws -> ServiceDate? {
        guard let text = query.string("date") else { return nil }
        guard let date = ServiceDate(text) ?? ServiceDate(text.replacingOccurrences(of: "-", with: "")) else {
            throw APIError(.badRequest, "date must be a date such as 2026-12-07.", field: "date")
        }
        return date
    }

    /// `lang`: the language alerts are told in (`en` by default; an agency's own when it gives it).
    static func language(_ request: Request) throws -> String {
        let language = QueryReader(request).string("lang") ?? "en"
        guard (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw APIError(.badRequest, "lang must be a language code such as en.", field: "lang")
        }
        return language.lowercased()
    }

    static func json(_ alerts: [ServiceAlert], _ language: String, _ answers: AgencyAnswers) -> [ServiceAlertJSON] {
        let format = answers.timetable.isoFormatter
        return alerts.map { ServiceAlertJSON($0, language: language, format: format.string(from:)) }
    }
}

/// `GET /api/v1/transit/{agency}/alerts`: every alert in force.
struct TransitAlertsJSON: JSONWritable {
    var alerts: [ServiceAlertJSON]

    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("alerts", alerts) }
    }
}
