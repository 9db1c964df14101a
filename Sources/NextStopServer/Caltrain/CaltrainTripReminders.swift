import Caltrain
import Foundation
import GTFS
import NextStopCore
import WebPush

/// "Tell me of alerts, cancellations and delays of N minutes or more on my usual trains": trains from one station to
/// another leaving in a window of the day, on weekdays or every day. Read from the real-time and alerts the server
/// polls within 511's budget; looked at from two hours before the window until its end.
struct CaltrainTripReminders: ReminderSource {
    struct Watch: Codable, Sendable {
        var from: String
        var to: String
        /// When the trains leave `from`.
        var window: ReminderWindow
        /// Told of a train this many minutes late or more.
        var delay: Int
    }

    let timetables: CurrentTimetable
    let live: CaltrainLiveFeed?
    let kind = "caltrain-trip"
    let phrases: PhraseTable = [
        "reminder_train_late": ("{train} 號列車延誤 {n} 分鐘", "Train {train} is {n} min late"),
        "reminder_train_cancelled": ("{train} 號列車取消", "Train {train} is cancelled"),
        "reminder_train_times": ("約 {leaves} 由{from}開出，{arrives} 到達{to}", "Leaves {from} about {leaves}, at {to} {arrives}"),
        "reminder_train_title": ("{from} → {to}", "{from} → {to}"),
        "reminder_train_one": (
            "{days} {from_time} 開出的列車：延誤 {n} 分鐘或以上及通告", "{days}, the {from_time}: delays of {n} min or more, alerts"
        ),
        "reminder_train_window": (
            "{days} {from_time}–{until} 開出，延誤 {n} 分鐘或以上及通告",
            "{days}, leaving {from_time}–{until}: delays of {n} min or more, alerts"
        ),
    ]
    /// How long before its window a trip is watched: an alert or a late train is worth knowing before setting out.
    static let lookahead: TimeInterval = 2 * 3_600
    static let longestDelay = 60

    var timeZone: TimeZone { timetables.timetable?.feed.timeZone ?? TimeZone(identifier: "America/Los_Angeles") ?? .current }

    func checked(_ watch: Watch) throws -> Watch {
        guard let timetable = timetables.timetable else {
            throw APIError(.serviceUnavailable, "The Caltrain timetable is not available yet.")
        }
        var kept = watch
        for (name, field) in [(watch.from, "watch.from"), (watch.to, "watch.to")] {
            do {
                let station = try timetable.station(named: name)
                if field == "watch.from" { kept.from = station.id } else { kept.to = station.id }
            } catch {
                throw APIError(.badRequest, error.description, field: field)
            }
        }
        guard kept.from != kept.to else {
            throw APIError(.badRequest, "A trip goes from one station to another.", field: "watch.to")
        }
        guard (1...Self.longestDelay).contains(watch.delay) else {
            throw APIError(.badRequest, "delay is 1 to \(Self.longestDelay) minutes.", field: "watch.delay")
        }
        kept.window = try watch.window.checked()
        return kept
    }

    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription? {
        guard let timetable = timetables.timetable, let from = try? timetable.station(named: watch.from),
            let to = try? timetable.station(named: watch.to)
        else { return nil }
        let days = phrases.text(watch.window.daysPhrase)
        return ReminderDescription(
            title: phrases.text("reminder_train_title", ["from": from.name, "to": to.name]),
            detail: phrases.text(
                watch.window.isOneMinute ? "reminder_train_one" : "reminder_train_window",
                ["days": days, "from_time": watch.window.from, "until": watch.window.until, "n": String(watch.delay)]),
            url: CaltrainSystem.section)
    }

    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings {
        guard let timetable = timetables.timetable, let live else { return ReminderFindings() }
        let watching = reminders.filter { $0.watch.window.contains(now, in: timeZone, lookahead: Self.lookahead) }
        guard !watching.isEmpty else { return ReminderFindings() }
        let state = live.current()
        let alerts = state.alerts?.alerts ?? []
        var findings = ReminderFindings()
        for (reminder, watch) in watching {
            guard let from = try? timetable.station(named: watch.from), let to = try? timetable.station(named: watch.to)
            else { continue }
            let trains = timetable.liveTrains(
                from: from, to: to, at: now, limit: 12, realtime: state.realtime, alerts: alerts
            ).filter { watch.window.containsTime(of: $0.train.atOrigin, in: timeZone) }
            for train in trains {
                findings.due += events(
                    for: train, of: reminder.reminder.id, watch: watch, from: from, to: to, alerts: alerts)
            }
        }
        return findings
    }

    private func events(
        for train: LiveTrain, of id: Reminder.ID, watch: Watch, from: CaltrainStation, to: CaltrainStation,
        alerts: [ServiceAlert]
    ) -> [ReminderEvent] {
        let number = train.train.number
        let day = ReminderWindow.day(of: train.train.atOrigin, in: timeZone)
        let tag = "reminder-\(id)"
        var events: [ReminderEvent] = []
        let trainAlerts = alerts.filter { train.alertIDs.contains($0.id) }
        // 511 often says a train is late in an alert naming it: the operator's words then stand for the bare figure.
        let named = trainAlerts.contains { $0.tripIDs.contains(number) }
        if !named, let status = train.live, status.cancelled || status.delaySeconds >= watch.delay * 60 {
            let late = status.delaySeconds / 60
            let times = [
                "from": from.name, "to": to.name, "leaves": ReminderWindow.clock(of: train.atOrigin, in: timeZone),
                "arrives": ReminderWindow.clock(of: status.expectedArrival, in: timeZone),
            ]
            events.append(
                ReminderEvent(reminder: id, key: "\(status.cancelled ? "cancelled" : "late"):\(number):\(day)", timeToLive: 1_800)
                {
                    phrases in
                    NotificationPayload(
                        title: status.cancelled
                            ? phrases.text("reminder_train_cancelled", ["train": number])
                            : phrases.text("reminder_train_late", ["train": number, "n": String(late)]),
                        body: status.cancelled ? "\(from.name) → \(to.name)" : phrases.text("reminder_train_times", times),
                        url: CaltrainSystem.section, tag: tag)
                })
        }
        for alert in trainAlerts {
            events.append(
                ReminderEvent(reminder: id, key: "alert:\(alert.id)", timeToLive: 3_600) { phrases in
                    let language = phrases.language.rawValue
                    return NotificationPayload(
                        title: alert.header(in: language), body: alert.description(in: language),
                        url: CaltrainTab.alerts.path, tag: alert.tripIDs.contains(number) ? tag : "\(tag)-\(alert.id)")
                })
        }
        return events
    }
}
