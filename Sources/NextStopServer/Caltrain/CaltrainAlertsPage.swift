import Caltrain
import Foundation
import GTFS
import NextStopCore

/// What `/caltrain/alerts` shows: every alert in force now, in the visitor's language (Chinese text when 511 gives
/// it, else English), each with its active periods in Caltrain's time, the trains and stations it names; or why
/// there are none.
struct CaltrainAlertsContent {
    struct Alert {
        var id: String
        var header: String
        /// Nil when it only repeats the header.
        var description: String?
        var periods: [String]
        var trains: String?
        var stations: String?
    }

    var alerts: [Alert]
    var hasAlerts: Bool
    /// When the alerts were fetched, or why they are missing.
    var note: String

    init(timetable: CaltrainTimetable, live: LiveState, now: Date, phrases: Phrasebook) {
        let language = phrases.language == .english ? "en" : "zh"
        let format = PeriodFormat(timeZone: timetable.feed.timeZone, language: phrases.language)
        let current = live.alerts?.alerts.filter { $0.isActive(at: now) } ?? []
        alerts = current.map { alert in
            let header = alert.header(in: language)
            let description = alert.description(in: language)
            let periods =
                alert.activePeriods.isEmpty
                ? [phrases.text("caltrain_alert_always")]
                : alert.activePeriods.map { format.text($0, phrases: phrases) }
            let stations = timetable.stations(namedBy: alert).map(\.name)
            return Alert(
                id: alert.id, header: header, description: description == header ? nil : description, periods: periods,
                trains: alert.tripIDs.isEmpty
                    ? nil : phrases.text("caltrain_alert_trains", ["trains": alert.tripIDs.joined(separator: ", ")]),
                stations: stations.isEmpty
                    ? nil : phrases.text("caltrain_alert_stations", ["stations": stations.joined(separator: ", ")]))
        }
        hasAlerts = !alerts.isEmpty
        if let fetchedAt = live.alerts?.fetchedAt {
            let key = alerts.isEmpty ? "caltrain_alerts_none" : "caltrain_alerts_fetched"
            note = phrases.text(key, ["time": format.time(fetchedAt)])
        } else {
            note = phrases.text(live.status == .off ? "caltrain_rt_off" : "caltrain_alerts_missing")
        }
    }
}

/// Active periods as riders read them, in Caltrain's time zone and the visitor's language.
private struct PeriodFormat {
    let formatter: DateFormatter

    init(timeZone: TimeZone, language: WebLanguage) {
        formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.locale = Locale(identifier: language == .english ? "en_GB" : language.htmlLang)
        formatter.setLocalizedDateFormatFromTemplate("EEEdMMMHHmm")
    }

    func time(_ date: Date) -> String { formatter.string(from: date) }

    /// "From Tue 25 Nov, 08:00 until Wed 26 Nov, 18:00", or with an open end said as such.
    func text(_ period: AlertPeriod, phrases: Phrasebook) -> String {
        switch (period.start, period.end) {
        case (let start?, let end?): phrases.text("caltrain_alert_period", ["start": time(start), "end": time(end)])
        case (let start?, nil): phrases.text("caltrain_alert_from", ["start": time(start)])
        case (nil, let end?): phrases.text("caltrain_alert_until", ["end": time(end)])
        case (nil, nil): phrases.text("caltrain_alert_always")
        }
    }
}
