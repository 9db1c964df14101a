import AskHongKong
import Foundation
import NextStopCore
import WebPush

/// "Tell me when the Observatory issues or changes a warning": a tropical cyclone signal, a rainstorm, heat, cold,
/// fire danger and the rest, from the warning summary the server polls every five minutes. A warning is news once
/// for each issue; signal No. 8 and above are urgent (sent at night and beyond the daily cap).
struct WarningReminders: ReminderSource {
    /// Every warning is watched; the watch has nothing to choose yet.
    struct Watch: Codable, Sendable {}

    let weather: WeatherFeed?
    let kind = "hk-warnings"
    let timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? .current
    let phrases: PhraseTable = [
        "reminder_warning_issued": ("天文台發出：{warning}", "The Observatory has issued: {warning}"),
        "reminder_warning_since": ("{time} 起生效", "In force since {time}"),
        "reminder_warning_title": ("天氣警告", "Weather warnings"),
        "reminder_warning_detail": (
            "發出或更改警告時提醒，八號或以上信號亦於深夜提醒", "Any warning issued or changed; signal No. 8 and above even at night"
        ),
    ]
    /// The subtypes of signal No. 8 and above.
    static let urgentSignals: Set<String> = ["TC8NE", "TC8SE", "TC8SW", "TC8NW", "TC9", "TC10"]

    func checked(_ watch: Watch) throws -> Watch { watch }

    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription? {
        ReminderDescription(
            title: phrases.text("reminder_warning_title"), detail: phrases.text("reminder_warning_detail"),
            url: AskHongKongSystem.section)
    }

    /// Warnings issued since each reminder was made: one made while a warning is in force is not told of it.
    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings {
        guard let warnings = try? await weather?.warnings(in: .english).value else { return ReminderFindings() }
        var findings = ReminderFindings()
        for warning in warnings {
            let urgent = warning.subtype.map(Self.urgentSignals.contains) ?? false
            let key = [warning.code, warning.subtype ?? "", warning.issueTime.map { "\(Int($0.timeIntervalSince1970))" } ?? ""]
                .joined(separator: "/")
            for (reminder, _) in reminders where (warning.issueTime ?? now) >= reminder.reminder.createdAt {
                let id = reminder.reminder.id
                findings.due.append(
                    ReminderEvent(reminder: id, key: key, urgent: urgent, timeToLive: 6 * 3_600) { phrases in
                        NotificationPayload(
                            title: phrases.text(
                                "reminder_warning_issued", ["warning": warning.name(in: phrases.language.names)]),
                            body: warning.issueTime.map {
                                phrases.text("reminder_warning_since", ["time": ReminderWindow.clock(of: $0, in: timeZone)])
                            } ?? "",
                            url: AskHongKongSystem.section, tag: "warning-\(warning.code)")
                    })
            }
        }
        return findings
    }
}
