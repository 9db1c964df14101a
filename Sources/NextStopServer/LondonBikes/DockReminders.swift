import Foundation
import LondonBikes
import NextStopCore
import WebPush

/// "Tell me when this dock is down to N bikes (or e-bikes, or spaces)": once each time it runs short, again only
/// after it has had more. Read from the one TfL poll every rider shares.
struct DockReminders: ReminderSource {
    struct Watch: Codable, Sendable {
        var dock: String
        /// `bikes`, `ebikes` or `spaces`.
        var resource: String
        /// Told when the count falls to this or below.
        var atMost: Int
    }

    let feed: DockFeed?
    let kind = "dock"
    let timeZone = TimeZone(identifier: "Europe/London") ?? .current
    let phrases: PhraseTable = LondonBikesSystem.phrases.merging([
        "reminder_dock_short": ("{dock} 快將不足", "Running short at {dock}"),
        "reminder_dock_left": ("尚餘 {count}", "{count} left"),
        "reminder_dock_detail": ("剩 {count}或以下時提醒", "When down to {count}"),
    ]) { first, _ in first }
    private static let event = "short"

    func checked(_ watch: Watch) throws -> Watch {
        guard let resource = Self.resource(watch), ShortageThresholds.watched.contains(resource) else {
            throw APIError(.badRequest, "resource is bikes, ebikes or spaces.", field: "watch.resource")
        }
        guard ShortageThresholds.levels.contains(watch.atMost) else {
            let levels = ShortageThresholds.levels
            throw APIError(
                .badRequest, "at_most is \(levels.lowerBound) to \(levels.upperBound).", field: "watch.at_most")
        }
        guard let snapshot = feed?.snapshot else {
            throw APIError(.serviceUnavailable, "Dock counts have not come from TfL yet; try again in a minute.")
        }
        guard snapshot.dock(id: watch.dock) != nil else {
            throw APIError(.badRequest, "No dock has the id \(watch.dock).", field: "watch.dock")
        }
        return watch
    }

    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription? {
        guard let dock = feed?.snapshot?.dock(id: watch.dock), let resource = Self.resource(watch) else { return nil }
        return ReminderDescription(
            title: dock.name,
            detail: phrases.text("reminder_dock_detail", ["count": Self.count(watch.atMost, of: resource, phrases)]),
            url: Self.page(of: dock))
    }

    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings {
        guard let feed, let snapshot = feed.snapshot, feed.status(at: now)?.stale == false else {
            return ReminderFindings()
        }
        var findings = ReminderFindings()
        for (reminder, watch) in reminders {
            guard let dock = snapshot.dock(id: watch.dock), dock.isUsable, let resource = Self.resource(watch),
                let count = dock.counts.count(of: resource)
            else { continue }
            let id = reminder.reminder.id
            guard count <= watch.atMost else {
                findings.ended.append((id, Self.event))
                continue
            }
            findings.due.append(
                ReminderEvent(reminder: id, key: Self.event, timeToLive: 900) { phrases in
                    NotificationPayload(
                        title: phrases.text("reminder_dock_short", ["dock": dock.name]),
                        body: phrases.text("reminder_dock_left", ["count": Self.count(count, of: resource, phrases)]),
                        url: Self.page(of: dock), tag: "reminder-\(id)")
                })
        }
        return findings
    }

    private static func resource(_ watch: Watch) -> DockResource? { DockResource(rawValue: watch.resource) }

    private static func count(_ count: Int, of resource: DockResource, _ phrases: Phrasebook) -> String {
        phrases.counted("bikes_count_\(resource == .eBikes ? "ebikes" : resource.rawValue)", count)
    }

    private static func page(of dock: Dock) -> String {
        "\(LondonBikesSystem.section)/docks/\(dock.id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? dock.id)"
    }
}
