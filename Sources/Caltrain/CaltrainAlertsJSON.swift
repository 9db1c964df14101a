import Foundation
import GTFS
import NextStopCore

/// `nextstop caltrain alerts --json` and `GET /api/v1/caltrain/alerts`: every current alert in one language (English
/// where it has no text in that one), with the trains, stops and stations it names.
public struct CaltrainAlertsJSON: JSONWritable, Sendable {
    /// The alerts and when they were fetched; nil when none have been.
    public let snapshot: AlertsSnapshot?
    /// `en`, `es`, `zh` or `vi`.
    public let language: String
    /// Real-time's standing, for a note when the alerts are missing.
    public let status: RealtimeStatus
    let timetable: CaltrainTimetable

    /// The answer for the alerts of `snapshot` in force at `instant`.
    public init(
        snapshot: AlertsSnapshot?, at instant: Date, language: String, status: RealtimeStatus, timetable: CaltrainTimetable
    ) {
        self.snapshot = snapshot.map {
            AlertsSnapshot(fetchedAt: $0.fetchedAt, alerts: $0.alerts.filter { $0.isActive(at: instant) })
        }
        self.language = language
        self.status = status
        self.timetable = timetable
    }

    public func write(to writer: inout JSONWriter) {
        let format = TimeText(timeZone: timetable.feed.timeZone)
        writer.object { object in
            object.member(
                "alerts",
                (snapshot?.alerts ?? []).map {
                    CaltrainAlertJSON(alert: $0, language: language, timetable: timetable, format: format)
                })
            object.member("fetched_at", orNull: snapshot.map { format($0.fetchedAt) })
            object.member("language", language)
            object.member("note", ifPresent: snapshot == nil ? status.note ?? "Alerts have not been fetched yet." : nil)
        }
    }
}

/// One alert as answers show it, in one language.
struct CaltrainAlertJSON: JSONWritable {
    let alert: ServiceAlert
    let language: String
    let timetable: CaltrainTimetable
    let format: TimeText

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member(
                "active_periods",
                alert.activePeriods.map { ServiceAlertJSON.PeriodJSON(period: $0, format: format.callAsFunction) })
            object.member("cause", alert.cause)
            object.member("description", alert.description(in: language))
            object.member("effect", alert.effect)
            object.member("header", alert.header(in: language))
            object.member("id", alert.id)
            object.member("severity", alert.severity)
            object.member("stations", timetable.stations(namedBy: alert).map(CaltrainStationJSON.init))
            object.member("stop_ids", alert.stopIDs)
            object.member("trains", alert.tripIDs)
            object.member("url", ifPresent: alert.url)
        }
    }
}
