import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    /// The columns `reminder(from:)` reads.
    private static let reminderColumns =
        "reminders.id, reminders.kind, reminders.watch, reminders.enabled, reminders.at_night, reminders.created_at"

    public func addReminder(_ reminder: NewReminder, device tokenHash: String, at date: Date) async throws -> Reminder {
        try FavouritesRules.checkReminder(reminder)
        return try await write { db in
            _ = try Self.owner(writing: .newDevice(tokenHash: tokenHash, at: date), in: db)
            guard let deviceID = try Self.device(tokenHash, in: db)?.id else { throw FavouritesError.notFound("device") }
            let same = try Row.fetchOne(
                db,
                sql: """
                    UPDATE reminders SET enabled = 1, at_night = ? WHERE device_id = ? AND kind = ? AND watch = ?
                    RETURNING \(Self.reminderColumns)
                    """, arguments: [reminder.atNight, deviceID, reminder.kind, reminder.watch])
            if let same { return Self.reminder(from: same) }
            let kept = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM reminders WHERE device_id = ?", arguments: [deviceID])
            try FavouritesRules.checkRoomForReminder(kept: kept ?? 0)
            let inserted = try Row.fetchOne(
                db,
                sql: """
                    INSERT INTO reminders (device_id, kind, watch, enabled, at_night, created_at)
                    VALUES (?, ?, ?, 1, ?, ?)
                    RETURNING \(Self.reminderColumns)
                    """, arguments: [deviceID, reminder.kind, reminder.watch, reminder.atNight, date])!
            return Self.reminder(from: inserted)
        }
    }

    public func reminders(ofDevice tokenHash: String) async throws -> [Reminder] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.reminderColumns) FROM reminders
                    WHERE device_id = (SELECT id FROM devices WHERE token_hash = ?) ORDER BY created_at, id
                    """, arguments: [tokenHash]
            )
            .map(Self.reminder(from:))
        }
    }

    public func updateReminder(_ id: Reminder.ID, enabled: Bool?, atNight: Bool?, device tokenHash: String)
        async throws -> Reminder
    {
        try await write { db in
            let updated = try Row.fetchOne(
                db,
                sql: """
                    UPDATE reminders SET enabled = coalesce(?, enabled), at_night = coalesce(?, at_night)
                    WHERE id = ? AND device_id = (SELECT id FROM devices WHERE token_hash = ?)
                    RETURNING \(Self.reminderColumns)
                    """, arguments: [enabled, atNight, id.rawValue, tokenHash])
            guard let updated else { throw FavouritesError.notFound("reminder") }
            return Self.reminder(from: updated)
        }
    }

    public func deleteReminder(_ id: Reminder.ID, device tokenHash: String) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM reminders WHERE id = ? AND device_id = (SELECT id FROM devices WHERE token_hash = ?)
                    """, arguments: [id.rawValue, tokenHash])
            guard db.changesCount > 0 else { throw FavouritesError.notFound("reminder") }
        }
    }

    public func watchedReminders(kind: String) async throws -> [WatchedReminder] {
        try await read { db in
            // A reminder's row comes once for each of its events, or once with no event.
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(Self.reminderColumns), devices.token_hash, reminder_notifications.event
                    FROM reminders JOIN devices ON devices.id = reminders.device_id
                    LEFT JOIN reminder_notifications ON reminder_notifications.reminder_id = reminders.id
                    WHERE reminders.kind = ? AND reminders.enabled
                        AND EXISTS (SELECT 1 FROM push_subscriptions WHERE push_subscriptions.device_id = devices.id)
                    ORDER BY reminders.id
                    """, arguments: [kind])
            var watched: [WatchedReminder] = []
            while let row = try rows.next() {
                let id: Int64 = row["id"]
                if watched.last?.reminder.id.rawValue != id {
                    watched.append(WatchedReminder(reminder: Self.reminder(from: row), device: row["token_hash"], notified: []))
                }
                if let event: String = row["event"] { watched[watched.count - 1].notified.insert(event) }
            }
            return watched
        }
    }

    public func claimNotification(_ event: String, of id: Reminder.ID, urgent: Bool, dailyCap: Int, at date: Date)
        async throws -> NotificationClaim
    {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM reminder_notifications WHERE claimed_at < ?",
                arguments: [date - FavouritesLimits.notificationClaimLifetime])
            let device = try Int64.fetchOne(
                db, sql: "SELECT device_id FROM reminders WHERE id = ?", arguments: [id.rawValue])
            guard let device else { return .alreadyClaimed }
            let sentToday = try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM reminder_notifications
                    JOIN reminders ON reminders.id = reminder_notifications.reminder_id
                    WHERE reminders.device_id = ? AND reminder_notifications.sent
                        AND reminder_notifications.claimed_at > ?
                    """, arguments: [device, date - FavouritesLimits.dailyCapSpan])
            let send = urgent || (sentToday ?? 0) < dailyCap
            let inserted = try Bool.fetchOne(
                db,
                sql: """
                    INSERT INTO reminder_notifications (reminder_id, event, claimed_at, sent) VALUES (?, ?, ?, ?)
                    ON CONFLICT DO NOTHING RETURNING sent
                    """, arguments: [id.rawValue, event, date, send])
            guard let sent = inserted else { return .alreadyClaimed }
            return sent ? .send : .overDailyCap
        }
    }

    public func forgetNotification(_ event: String, of id: Reminder.ID) async throws {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM reminder_notifications WHERE reminder_id = ? AND event = ?",
                arguments: [id.rawValue, event])
        }
    }

    public func finishReminder(_ id: Reminder.ID) async throws {
        try await write { db in
            try db.execute(sql: "UPDATE reminders SET enabled = 0 WHERE id = ?", arguments: [id.rawValue])
        }
    }

    /// The core value of a row read with `reminderColumns`.
    private static func reminder(from row: Row) -> Reminder {
        Reminder(
            id: Reminder.ID(row["id"]), kind: row["kind"], watch: row["watch"], enabled: row["enabled"],
            atNight: row["at_night"], createdAt: row["created_at"])
    }
}
