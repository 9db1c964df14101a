import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    public func savePushSubscription(_ subscription: DevicePushSubscription, device tokenHash: String, at date: Date)
        async throws
    {
        try FavouritesRules.checkPushSubscription(subscription)
        try await write { db in
            _ = try Self.owner(writing: .newDevice(tokenHash: tokenHash, at: date), in: db)
            guard let deviceID = try Self.device(tokenHash, in: db)?.id else { throw FavouritesError.notFound("device") }
            try db.execute(
                sql: "DELETE FROM push_subscriptions WHERE endpoint = ?", arguments: [subscription.endpoint])
            let kept = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM push_subscriptions WHERE device_id = ?", arguments: [deviceID])
            let limit = FavouritesLimits.pushSubscriptionsPerDevice
            guard (kept ?? 0) < limit else { throw FavouritesError.limitReached("push subscriptions", limit: limit) }
            try db.execute(
                sql: """
                    INSERT INTO push_subscriptions (device_id, endpoint, p256dh, auth, language, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    deviceID, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.language, date,
                ])
        }
    }

    public func pushSubscriptions(ofDevice tokenHash: String) async throws -> [DevicePushSubscription] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT endpoint, p256dh, auth, language FROM push_subscriptions
                    WHERE device_id = (SELECT id FROM devices WHERE token_hash = ?) ORDER BY created_at, id
                    """, arguments: [tokenHash]
            )
            .map { row in
                DevicePushSubscription(
                    endpoint: row["endpoint"], p256dh: row["p256dh"], auth: row["auth"], language: row["language"])
            }
        }
    }

    public func deletePushSubscription(endpoint: String, device tokenHash: String) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM push_subscriptions
                    WHERE endpoint = ? AND device_id = (SELECT id FROM devices WHERE token_hash = ?)
                    """, arguments: [endpoint, tokenHash])
            guard db.changesCount > 0 else { throw FavouritesError.notFound("push subscription") }
        }
    }

    public func forgetPushSubscription(endpoint: String) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM push_subscriptions WHERE endpoint = ?", arguments: [endpoint])
        }
    }
}
