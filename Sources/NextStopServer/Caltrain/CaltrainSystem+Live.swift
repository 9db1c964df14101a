import Caltrain
import Foundation
import GTFS
import Hummingbird
import NextStopCore

/// The Caltrain API answers that carry real-time: trains with their live fields, and the alerts list.
extension CaltrainSystem {
    /// The languages alerts are published in.
    static let alertLanguages = ["en", "es", "zh", "vi"]

    /// What the live feed holds now, or the timetable-only state when the server has no feed; asking for the events
    /// of `eventsOn` stations and days.
    func liveState(eventsOn wanted: [StationDay] = []) -> LiveState {
        live?.current(eventsOn: wanted) ?? .empty(status: .off, eventsEnabled: false)
    }

    /// `GET /api/v1/caltrain/stations[?q=]`: with `q` (at most 100 characters), the stations it may name, best first.
    func stations(_ request: Request) throws -> Response {
        let timetable = try available()
        guard let typed = QueryReader(request).string("q") else {
            return try .json(CaltrainStationsJSON(timetable, stations: timetable.stations))
        }
        guard typed.count <= 100 else { throw APIError(.badRequest, "q must be at most 100 characters.", field: "q") }
        return try .json(CaltrainStationsJSON(timetable, stations: timetable.stations(matching: typed)))
    }

    /// `GET /api/v1/caltrain/trains?from=&to=[&at=][&limit=][&show_skipping=1][&lang=]`.
    func trains(_ request: Request) throws -> Response {
        let timetable = try available()
        let query = QueryReader(request)
        let origin = try station(query, "from", in: timetable)
        let destination = try station(query, "to", in: timetable)
        let limit = try query.int("limit", in: 1...50) ?? 10
        var instant = timeSource.now()
        if let text = query.string("at") {
            guard let parsed = timetable.feed.instant(parsing: text) else {
                throw APIError(.badRequest, "at must be an ISO 8601 date-time such as 2026-11-25T08:00.", field: "at")
            }
            instant = parsed
        }
        let language = try alertLanguage(query)
        let state = liveState(eventsOn: [timetable.eventsDay(at: destination, on: timeSource.now())])
        let trains = timetable.liveTrains(
            from: origin, to: destination, at: instant, limit: limit, includeSkipping: query.flag("show_skipping"),
            realtime: state.realtime, alerts: state.alerts?.alerts ?? [])
        return try .writtenJSON(
            CaltrainTrainsJSON(
                from: origin, to: destination, at: instant, trains: trains, timetable: timetable, live: state,
                language: language))
    }

    /// `GET /api/v1/caltrain/events?station=[&date=]`: the events near a station today (by default) or on one of the
    /// six days after it.
    func events(_ request: Request) throws -> Response {
        let timetable = try available()
        let query = QueryReader(request)
        let station = try station(query, "station", in: timetable)
        let days = EventDays(timeZone: timetable.feed.timeZone).dates(from: timeSource.now())
        var date = days[0]
        if let text = query.string("date") {
            guard let asked = ServiceDate(text), days.contains(asked) else {
                throw APIError(
                    .badRequest, "date must be a day from \(days[0]) to \(days[days.count - 1]), such as \(days[1]).",
                    field: "date")
            }
            date = asked
        }
        let state = liveState(eventsOn: [StationDay(stationID: station.id, date: date)])
        return try .writtenJSON(CaltrainEventsJSON(station: station, date: date, days: days, live: state))
    }

    /// `GET /api/v1/caltrain/positions`: the trains running now, from the timetable and the real-time the poller
    /// already holds (no request to 511 of its own).
    func positions() throws -> Response {
        let timetable = try available()
        let now = timeSource.now()
        let state = liveState()
        return try .writtenJSON(
            CaltrainPositionsJSON(
                at: now, trains: timetable.runningTrains(at: now, realtime: state.realtime), status: state.status,
                timeZone: timetable.feed.timeZone))
    }

    /// `GET /api/v1/caltrain/alerts[?lang=en|es|zh|vi]`.
    func alerts(_ request: Request) throws -> Response {
        let timetable = try available()
        let language = try alertLanguage(QueryReader(request))
        let state = liveState()
        return try .writtenJSON(
            CaltrainAlertsJSON(
                snapshot: state.alerts, at: timeSource.now(), language: language, status: state.status, timetable: timetable))
    }
}

extension CaltrainSystem {
    /// The `lang` parameter: `en` when absent; 400 for a language alerts are not published in.
    func alertLanguage(_ query: QueryReader) throws -> String {
        let language = query.string("lang") ?? "en"
        guard Self.alertLanguages.contains(language) else {
            throw APIError(.badRequest, "lang must be one of en, es, zh or vi.", field: "lang")
        }
        return language
    }
}

extension Response {
    /// A JSON answer written by its own writer.
    static func writtenJSON(_ value: some JSONWritable) throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try APIJSON.encode(value))))
    }
}
