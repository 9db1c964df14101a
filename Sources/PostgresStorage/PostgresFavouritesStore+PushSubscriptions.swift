import Foundation
import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    public func savePushSubscription(_ subscription: DevicePushSubscription, device tokenHash: String, at date: Date)
        async throws
    {
        try FavouritesRules.checkPushSubscription(subscription)
        try await write { sql in
            _ = try await Self.owner(writing: .newDevice(tokenHash: tokenHash, at: date), in: sql)
            guard let device = try await Self.device(tokenHash, in: sql) else { throw FavouritesError.notFound("device") }
            try await sql.execute("DELETE FROM push_subscriptions WHERE endpoint = \(subscription.endpoint)")
            let kept = try await sql.column(
                "SELECT count(*) FROM push_subscriptions WHERE device_id = \(device.id)", as: Int64.self)
            let limit = FavouritesLimits.pushSubscriptionsPerDevice
            guard (kept.first ?? 0) < limit else { throw FavouritesError.limitReached("push subscriptions", limit: limit) }
            try await sql.execute(
                """
                INSERT INTO push_subscriptions (device_id, endpoint, p256dh, auth, language, created_at)
                VALUES (\(device.id), \(subscription.endpoint), \(subscription.p256dh), \(subscription.auth),
                    \(subscription.language), \(date))
                """)
        }
    }

    public func pushSubscriptions(ofDevice tokenHash: String) async throws -> [DevicePushSubscription] {
        let rows = try await read { sql in
            try await sql.rows(
                """
                SELECT endpoint, p256dh, auth, language FROM push_subscriptions
                WHERE device_id = (SELECT id FROM devices WHERE token_hash = \(tokenHash)) ORDER BY created_at, id
                """)
        }
        return try rows.map { row in
            let (endpoint, p256dh, auth, language) = try row.decode((String, String, String, String).self)
            return DevicePushSubscription(endpoint: endpoint, p256dh: p256dh, auth: auth, language: language)
        }
    }

    public func deletePushSubscription(endpoint: String, device tokenHash: String) async throws {
        try await write { sql in
            let deleted = try await sql.column(
                """
                DELETE FROM push_subscriptions
                WHERE endpoint = \(endpoint) AND device_id = (SELECT id FROM devices WHERE token_hash = \(tokenHash))
                RETURNING id
                """, as: Int64.self)
            guard !deleted.isEmpty else { throw FavouritesError.notFound("push subscription") }
        }
    }

    public func forgetPushSubscription(endpoint: String) async throws {
        try await write { sql in try await sql.execute("DELETE FROM push_subscriptions WHERE endpoint = \(endpoint)") }
    }
}
