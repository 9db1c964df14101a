import Foundation
import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    /// The columns `reminder(from:)` reads first, in its order.
    private static let reminderColumns =
        "reminders.id, reminders.kind, reminders.watch, reminders.enabled, reminders.at_night, reminders.created_at"

    public func addReminder(_ reminder: NewReminder, device tokenHash: String, at date: Date) async throws -> Reminder {
        try FavouritesRules.checkReminder(reminder)
        return try await write { sql in
            _ = try await Self.owner(writing: .newDevice(tokenHash: tokenHash, at: date), in: sql)
            guard let device = try await Self.device(tokenHash, in: sql) else { throw FavouritesError.notFound("device") }
            let same = try await sql.rows(
                """
                UPDATE reminders SET enabled = TRUE, at_night = \(reminder.atNight)
                WHERE device_id = \(device.id) AND kind = \(reminder.kind) AND watch = \(reminder.watch)
                RETURNING \(unescaped: Self.reminderColumns)
                """)
            if let same = same.first { return try Self.reminder(from: same) }
            let kept = try await sql.column(
                "SELECT count(*) FROM reminders WHERE device_id = \(device.id)", as: Int.self)[0]
            try FavouritesRules.checkRoomForReminder(kept: kept)
            let inserted = try await sql.rows(
                """
                INSERT INTO reminders (device_id, kind, watch, enabled, at_night, created_at)
                VALUES (\(device.id), \(reminder.kind), \(reminder.watch), TRUE, \(reminder.atNight), \(date))
                RETURNING \(unescaped: Self.reminderColumns)
                """)
            return try Self.reminder(from: inserted[0])
        }
    }

    public func reminders(ofDevice tokenHash: String) async throws -> [Reminder] {
        try await read { sql in
            try await sql.rows(
                """
                SELECT \(unescaped: Self.reminderColumns) FROM reminders
                WHERE device_id = (SELECT id FROM devices WHERE token_hash = \(tokenHash)) ORDER BY created_at, id
                """
            ).map(Self.reminder(from:))
        }
    }

    public func updateReminder(_ id: Reminder.ID, enabled: Bool?, atNight: Bool?, device tokenHash: String)
        async throws -> Reminder
    {
        try await write { sql in
            let updated = try await sql.rows(
                """
                UPDATE reminders SET enabled = coalesce(\(enabled), enabled), at_night = coalesce(\(atNight), at_night)
                WHERE id = \(id.rawValue) AND device_id = (SELECT id FROM devices WHERE token_hash = \(tokenHash))
                RETURNING \(unescaped: Self.reminderColumns)
                """)
            guard let row = updated.first else { throw FavouritesError.notFound("reminder") }
            return try Self.reminder(from: row)
        }
    }

    public func deleteReminder(_ id: Reminder.ID, device tokenHash: String) async throws {
        try await write { sql in
            let deleted = try await sql.column(
                """
                DELETE FROM reminders
                WHERE id = \(id.rawValue) AND device_id = (SELECT id FROM devices WHERE token_hash = \(tokenHash))
                RETURNING id
                """, as: Int64.self)
            guard !deleted.isEmpty else { throw FavouritesError.notFound("reminder") }
        }
    }

    public func watchedReminders(kind: String) async throws -> [WatchedReminder] {
        let rows = try await read { sql in
            try await sql.rows(
                """
                SELECT \(unescaped: Self.reminderColumns), devices.token_hash,
                    ARRAY(SELECT event FROM reminder_notifications WHERE reminder_id = reminders.id) AS notified
                FROM reminders JOIN devices ON devices.id = reminders.device_id
                WHERE reminders.kind = \(kind) AND reminders.enabled
                    AND EXISTS (SELECT 1 FROM push_subscriptions WHERE push_subscriptions.device_id = devices.id)
                ORDER BY reminders.id
                """)
        }
        return try rows.map { row in
            let cells = row.makeRandomAccess()
            return WatchedReminder(
                reminder: try Self.reminder(from: row), device: try cells["token_hash"].decode(String.self),
                notified: Set(try cells["notified"].decode([String].self)))
        }
    }

    /// Claims of one device take turns on its owner's row, so that servers racing count its day's notifications
    /// alike; the insert that finds the claim made inserts nothing.
    public func claimNotification(_ event: String, of id: Reminder.ID, urgent: Bool, dailyCap: Int, at date: Date)
        async throws -> NotificationClaim
    {
        try await write { sql in
            try await sql.execute(
                "DELETE FROM reminder_notifications WHERE claimed_at < \(date - FavouritesLimits.notificationClaimLifetime)")
            let devices = try await sql.column(
                """
                SELECT devices.id FROM reminders
                JOIN devices ON devices.id = reminders.device_id JOIN owners ON owners.id = devices.owner_id
                WHERE reminders.id = \(id.rawValue) FOR UPDATE OF owners FOR KEY SHARE OF reminders
                """, as: Int64.self)
            guard let device = devices.first else { return .alreadyClaimed }
            let sentToday = try await sql.column(
                """
                SELECT count(*) FROM reminder_notifications
                JOIN reminders ON reminders.id = reminder_notifications.reminder_id
                WHERE reminders.device_id = \(device) AND reminder_notifications.sent
                    AND reminder_notifications.claimed_at > \(date - FavouritesLimits.dailyCapSpan)
                """, as: Int.self)[0]
            let send = urgent || sentToday < dailyCap
            let inserted = try await sql.column(
                """
                INSERT INTO reminder_notifications (reminder_id, event, claimed_at, sent)
                VALUES (\(id.rawValue), \(event), \(date), \(send))
                ON CONFLICT DO NOTHING RETURNING sent
                """, as: Bool.self)
            guard let sent = inserted.first else { return .alreadyClaimed }
            return sent ? .send : .overDailyCap
        }
    }

    public func forgetNotification(_ event: String, of id: Reminder.ID) async throws {
        try await write { sql in
            try await sql.execute(
                "DELETE FROM reminder_notifications WHERE reminder_id = \(id.rawValue) AND event = \(event)")
        }
    }

    public func finishReminder(_ id: Reminder.ID) async throws {
        try await write { sql in try await sql.execute("UPDATE reminders SET enabled = FALSE WHERE id = \(id.rawValue)") }
    }

    /// The core value of a row that starts with `reminderColumns`.
    private static func reminder(from row: PostgresRow) throws -> Reminder {
        let (id, kind, watch, enabled, atNight, createdAt) = try row.decode(
            (Int64, String, String, Bool, Bool, Date).self)
        return Reminder(
            id: Reminder.ID(id), kind: kind, watch: watch, enabled: enabled, atNight: atNight, createdAt: createdAt)
    }
}
