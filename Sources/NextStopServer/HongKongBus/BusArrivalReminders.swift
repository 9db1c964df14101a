import Foundation
import HongKongBus
import NextStopCore
import WebPush

/// "Tell me when route R is N minutes from stop S": once, or every weekday (or day) in a window. Read from the
/// arrivals the server fetches anyway, one call per stop and interval for every rider and reminder alike.
struct BusArrivalReminders: ReminderSource {
    struct Watch: Codable, Sendable {
        var stop: String
        var route: String
        /// Told when the next bus is this many minutes away or less.
        var minutes: Int
        /// Every day of the window, once a day; nil for once, the next time.
        var window: ReminderWindow?
    }

    let live: LiveNetwork
    let kind = "bus-arrival"
    let timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? .current
    let phrases: PhraseTable = [
        "reminder_bus_due": ("{route} 約 {n} 分鐘後到站", "{route} in {n} min"),
        "reminder_bus_at": ("{stop}，往{destination}", "At {stop}, to {destination}"),
        "reminder_bus_title": ("{route}・{stop}", "{route} at {stop}"),
        "reminder_bus_once": ("到站前 {n} 分鐘提醒一次", "Once, {n} min before it comes"),
        "reminder_bus_window": ("{days} {from}–{until}，到站前 {n} 分鐘", "{days} {from}–{until}, {n} min before"),
    ]
    /// The longest warning a rider may ask for: further ahead, an arrival time is mostly the timetable's.
    static let longestWarning = 60

    func checked(_ watch: Watch) throws -> Watch {
        let network = live.current.network
        guard network.stop(watch.stop) != nil else {
            throw APIError(.badRequest, "No bus stop has the id \(watch.stop).", field: "watch.stop")
        }
        guard !network.visitIDs(atStop: watch.stop, route: watch.route).isEmpty else {
            throw APIError(.badRequest, "Route \(watch.route) does not call at this stop.", field: "watch.route")
        }
        guard (1...Self.longestWarning).contains(watch.minutes) else {
            throw APIError(.badRequest, "minutes is 1 to \(Self.longestWarning).", field: "watch.minutes")
        }
        var kept = watch
        kept.window = try watch.window?.checked()
        return kept
    }

    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription? {
        guard let stop = live.current.network.stop(watch.stop) else { return nil }
        let minutes = String(watch.minutes)
        let detail =
            if let window = watch.window {
                phrases.text(
                    "reminder_bus_window",
                    [
                        "days": phrases.text(window.daysPhrase),
                        "from": window.from, "until": window.until, "n": minutes,
                    ])
            } else {
                phrases.text("reminder_bus_once", ["n": minutes])
            }
        return ReminderDescription(
            title: phrases.text(
                "reminder_bus_title", ["route": watch.route, "stop": stop.name[phrases.language.names]]),
            detail: detail, url: BusLink.stop(watch.stop))
    }

    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings {
        let watching = reminders.filter { $0.watch.window?.contains(now, in: timeZone) ?? true }
        guard !watching.isEmpty else { return ReminderFindings() }
        let served = live.current
        let requests = Set(watching.map { ArrivalRequest(stopID: $0.watch.stop, route: $0.watch.route) })
        let answers = await served.arrivals.arrivals(for: Array(requests))
        var findings = ReminderFindings()
        for (reminder, watch) in watching {
            guard case .success(let answer)? = answers[ArrivalRequest(stopID: watch.stop, route: watch.route)],
                let next = answer.arrivals.first(where: { $0.route == watch.route && $0.minutes != nil }),
                let minutes = next.minutes, minutes <= watch.minutes, let stop = served.network.stop(watch.stop)
            else { continue }
            let key = watch.window == nil ? "once" : ReminderWindow.day(of: now, in: timeZone)
            findings.due.append(
                ReminderEvent(
                    reminder: reminder.reminder.id, key: key, finishes: watch.window == nil,
                    timeToLive: max(60, minutes * 60)
                ) { phrases in
                    let language = phrases.language.names
                    return NotificationPayload(
                        title: phrases.text("reminder_bus_due", ["route": watch.route, "n": String(minutes)]),
                        body: phrases.text(
                            "reminder_bus_at", ["stop": stop.name[language], "destination": next.destination[language]]),
                        url: BusLink.stop(watch.stop), tag: "reminder-\(reminder.reminder.id)")
                })
        }
        return findings
    }
}
