import Foundation
import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    public func createLinkCode(for owner: OwnerID, secretHash: String, now: Date, lifetime: TimeInterval)
        async throws -> String
    {
        try await write { sql in
            try await Self.requireOwner(owner, in: sql)
            try await sql.execute("DELETE FROM link_codes WHERE expires_at <= \(now) OR owner_id = \(owner.rawValue)")
            var code: String
            repeat {
                code = LinkCode.random()
            } while try await !sql.rows("SELECT code FROM link_codes WHERE code = \(code)").isEmpty
            try await sql.execute(
                """
                INSERT INTO link_codes (code, secret_hash, owner_id, expires_at)
                VALUES (\(code), \(secretHash), \(owner.rawValue), \(now + lifetime))
                """)
            return code
        }
    }

    public func redeemLinkSecret(_ secretHash: String, device tokenHash: String, now: Date) async throws -> OwnerID {
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        return try await write { sql in
            let owners = try await sql.column(
                """
                DELETE FROM link_codes WHERE secret_hash = \(secretHash) AND expires_at > \(now) RETURNING owner_id
                """, as: Int64.self)
            guard let owner = owners.first else {
                throw FavouritesError.invalid(field: "secret", reason: "This link is unknown, expired or already used.")
            }
            return try await Self.move(tokenHash, to: owner, at: now, in: sql)
        }
    }

    public func requestLink(code: String, device tokenHash: String, now: Date) async throws {
        let rejected = FavouritesError.invalid(field: "code", reason: "This code is unknown, expired or already used.")
        guard let code = LinkCode.normalized(code) else { throw rejected }
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        try await write { sql in
            let rows = try await sql.rows(
                "SELECT waiting_device_hash FROM link_codes WHERE code = \(code) AND expires_at > \(now) FOR UPDATE")
            guard let row = rows.first else { throw rejected }
            let waiting = try row.decode(String?.self)
            guard waiting == nil || waiting == tokenHash else {
                throw FavouritesError.conflict(
                    field: "code", reason: "Another device already asked to link with this code; ask for a new one.")
            }
            try await sql.execute("UPDATE link_codes SET waiting_device_hash = \(tokenHash) WHERE code = \(code)")
        }
    }

    public func confirmLink(for owner: OwnerID, now: Date) async throws {
        try await write { sql in
            let waiting = try await sql.column(
                """
                DELETE FROM link_codes
                WHERE owner_id = \(owner.rawValue) AND expires_at > \(now) AND waiting_device_hash IS NOT NULL
                RETURNING waiting_device_hash
                """, as: String.self)
            guard let tokenHash = waiting.first else { throw FavouritesError.notFound("device waiting to link") }
            _ = try await Self.move(tokenHash, to: owner.rawValue, at: now, in: sql)
        }
    }

    /// Moves a device (with its unused replacement) to `owner`, registering it if new, and dates its joining; the owner
    /// it leaves is unreachable once no device holds it, so it is deleted.
    private static func move(_ tokenHash: String, to owner: Int64, at now: Date, in sql: SQLSession) async throws
        -> OwnerID
    {
        guard let device = try await device(tokenHash, in: sql) else {
            try await sql.execute(
                "INSERT INTO devices (token_hash, owner_id, created_at) VALUES (\(tokenHash), \(owner), \(now))")
            return OwnerID(owner)
        }
        guard device.ownerID != owner else { return OwnerID(owner) }
        try await sql.execute(
            """
            UPDATE devices SET owner_id = \(owner), created_at = \(now)
            WHERE id = \(device.id) OR replaces = \(device.id)
            """)
        try await sql.execute(
            """
            DELETE FROM owners WHERE id = \(device.ownerID)
                AND NOT EXISTS (SELECT 1 FROM devices WHERE owner_id = \(device.ownerID))
            """)
        return OwnerID(owner)
    }
}
