import Bikes
import Foundation
import NextStopCore
import WebPush

/// "Tell me when this dock is down to N bikes (or e-bikes, or spaces)": once each time it runs short, again only
/// after it has had more. Read from the one poll of the dock's system every rider shares.
struct DockReminders: ReminderSource {
    struct Watch: Codable, Sendable {
        /// The bike system's id; the first system's when left out (as reminders made before there were others are).
        var system: String?
        var dock: String
        /// `bikes`, `ebikes` or `spaces`.
        var resource: String
        /// Told when the count falls to this or below.
        var atMost: Int
    }

    let systems: [BikeSystem]
    let kind = "dock"
    /// The first system's: a source has one zone, and this one's reminders have no window to read in it.
    var timeZone: TimeZone { systems.first?.timeZone ?? .current }
    let phrases: PhraseTable = BikesSystem.phrases.merging([
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
        guard let system = system(of: watch) else {
            throw APIError(.badRequest, "No bike system has the id \(watch.system ?? "").", field: "watch.system")
        }
        guard let snapshot = system.feed.snapshot else {
            throw APIError(
                .serviceUnavailable, "Dock counts have not come from \(system.source) yet; try again in a minute.")
        }
        guard snapshot.dock(id: watch.dock) != nil else {
            throw APIError(.badRequest, "No dock has the id \(watch.dock).", field: "watch.dock")
        }
        // Kept naming its system, so it stays with it whatever systems are added before it.
        var kept = watch
        kept.system = system.id
        return kept
    }

    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription? {
        guard let system = system(of: watch), let dock = system.feed.snapshot?.dock(id: watch.dock),
            let resource = Self.resource(watch)
        else { return nil }
        return ReminderDescription(
            title: dock.name,
            detail: phrases.text("reminder_dock_detail", ["count": Self.count(watch.atMost, of: resource, phrases)]),
            url: Self.page(of: dock, in: system))
    }

    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings {
        var findings = ReminderFindings()
        for (reminder, watch) in reminders {
            guard let system = system(of: watch), let snapshot = system.feed.snapshot,
                system.feed.status(at: now)?.stale == false, let dock = snapshot.dock(id: watch.dock), dock.isUsable,
                let resource = Self.resource(watch),
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
                        url: Self.page(of: dock, in: system), tag: "reminder-\(id)")
                })
        }
        return findings
    }

    private static func resource(_ watch: Watch) -> DockResource? { DockResource(rawValue: watch.resource) }

    private static func count(_ count: Int, of resource: DockResource, _ phrases: Phrasebook) -> String {
        phrases.counted("bikes_count_\(resource == .eBikes ? "ebikes" : resource.rawValue)", count)
    }

    private func system(of watch: Watch) -> BikeSystem? {
        guard let id = watch.system else { return systems.first }
        return systems.first { $0.id == id }
    }

    private static func page(of dock: Dock, in system: BikeSystem) -> String {
        BikesPlace(system: system).dockPage(dock.id)
    }
}
