import Foundation
import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    /// The owner of a device, creating a new owner for a token hash never seen before.
    public func registerDevice(tokenHash: String, at date: Date) async throws -> OwnerID {
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        return try await write { sql in try await Self.register(tokenHash, at: date, in: sql) }
    }

    public func owner(ofDevice tokenHash: String) async throws -> OwnerID? {
        guard let device = try await read({ sql in try await Self.device(tokenHash, in: sql) }) else { return nil }
        if device.replaces != nil { try await write { sql in try await Self.retireReplaced(by: device, in: sql) } }
        return OwnerID(device.ownerID)
    }

    public func replaceDevice(_ tokenHash: String, with replacementHash: String, at date: Date) async throws
        -> OwnerID?
    {
        let replacementHash = try FavouritesRules.validatedTokenHash(replacementHash)
        return try await write { sql in
            guard let device = try await Self.device(tokenHash, in: sql) else { return nil }
            try await sql.execute("DELETE FROM devices WHERE replaces = \(device.id)")
            try await sql.execute(
                """
                INSERT INTO devices (token_hash, owner_id, created_at, replaces)
                VALUES (\(replacementHash), \(device.ownerID), \(date), \(device.id))
                """)
            return OwnerID(device.ownerID)
        }
    }

    public func devices(of owner: OwnerID, current tokenHash: String) async throws -> [LinkedDevice] {
        let rows = try await read { sql in
            try await sql.rows(
                """
                SELECT id, created_at, token_hash = \(tokenHash) FROM devices
                WHERE owner_id = \(owner.rawValue) AND replaces IS NULL ORDER BY created_at, id
                """)
        }
        return try rows.map { row in
            let (id, joinedAt, isCurrent) = try row.decode((Int64, Date, Bool).self)
            return LinkedDevice(id: LinkedDevice.ID(id), joinedAt: joinedAt, isCurrent: isCurrent)
        }
    }

    public func unlinkDevice(_ id: LinkedDevice.ID, from owner: OwnerID) async throws {
        try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            let listed = try await sql.column(
                "SELECT id FROM devices WHERE owner_id = \(owner.rawValue) AND replaces IS NULL", as: Int64.self)
            guard listed.contains(id.rawValue) else { throw FavouritesError.notFound("device") }
            try FavouritesRules.checkCanUnlink(fromListWith: listed.count)
            try await sql.execute("DELETE FROM devices WHERE id = \(id.rawValue) OR replaces = \(id.rawValue)")
        }
    }

    /// The owner a creating write is for (its row locked), registering a first-time device inside the write's
    /// transaction, so that a write refused later rolls the registration back with it.
    static func owner(writing writer: FavouritesWriter, in sql: SQLSession) async throws -> OwnerID {
        switch writer {
        case .owner(let owner):
            try await requireOwner(owner, in: sql)
            return owner
        case .newDevice(let tokenHash, let date):
            let owner = try await register(try FavouritesRules.validatedTokenHash(tokenHash), at: date, in: sql)
            try await lockOwner(owner, in: sql)
            return owner
        }
    }

    /// The device's owner; a new device gets a new owner, and owners left empty too long are swept away first.
    ///
    /// Two servers may register the same new token at once: the second insert waits for the first and inserts
    /// nothing, and then the owner it made for it is dropped and the first one's is answered.
    private static func register(_ tokenHash: String, at date: Date, in sql: SQLSession) async throws -> OwnerID {
        if let device = try await device(tokenHash, in: sql) { return OwnerID(device.ownerID) }
        try await removeEmptyOwners(createdBefore: date - FavouritesLimits.emptyOwnerLifetime, in: sql)
        let owner = try await sql.column("INSERT INTO owners (created_at) VALUES (\(date)) RETURNING id", as: Int64.self)[0]
        let inserted = try await sql.column(
            """
            INSERT INTO devices (token_hash, owner_id, created_at) VALUES (\(tokenHash), \(owner), \(date))
            ON CONFLICT (token_hash) DO NOTHING RETURNING owner_id
            """, as: Int64.self)
        if let owner = inserted.first { return OwnerID(owner) }
        try await sql.execute("DELETE FROM owners WHERE id = \(owner)")
        guard let device = try await device(tokenHash, in: sql) else { throw FavouritesError.notFound("device") }
        return OwnerID(device.ownerID)
    }

    /// Removes the device `replacement` replaces, now that the replacement is in use.
    private static func retireReplaced(by replacement: DeviceRow, in sql: SQLSession) async throws {
        guard let replaced = replacement.replaces else { return }
        try await sql.execute("UPDATE push_subscriptions SET device_id = \(replacement.id) WHERE device_id = \(replaced)")
        try await sql.execute("UPDATE reminders SET device_id = \(replacement.id) WHERE device_id = \(replaced)")
        try await sql.execute("DELETE FROM devices WHERE id = \(replaced)")
        try await sql.execute("UPDATE devices SET replaces = NULL WHERE id = \(replacement.id)")
    }

    /// Deletes owners created before `date` that hold no favourite, no category and no device with a push
    /// subscription or a reminder; their devices and link codes go with them (ON DELETE CASCADE).
    private static func removeEmptyOwners(createdBefore date: Date, in sql: SQLSession) async throws {
        try await sql.execute(
            """
            DELETE FROM owners
            WHERE created_at < \(date)
                AND NOT EXISTS (SELECT 1 FROM favourites WHERE favourites.owner_id = owners.id)
                AND NOT EXISTS (SELECT 1 FROM categories WHERE categories.owner_id = owners.id)
                AND NOT EXISTS (
                    SELECT 1 FROM push_subscriptions JOIN devices ON devices.id = push_subscriptions.device_id
                    WHERE devices.owner_id = owners.id)
                AND NOT EXISTS (
                    SELECT 1 FROM reminders JOIN devices ON devices.id = reminders.device_id
                    WHERE devices.owner_id = owners.id)
            """)
    }

    static func device(_ tokenHash: String, in sql: SQLSession) async throws -> DeviceRow? {
        let rows = try await sql.rows("SELECT id, owner_id, replaces FROM devices WHERE token_hash = \(tokenHash)")
        return try rows.first.map { row in
            let (id, ownerID, replaces) = try row.decode((Int64, Int64, Int64?).self)
            return DeviceRow(id: id, ownerID: ownerID, replaces: replaces)
        }
    }
}

/// What the store needs of a row of `devices`.
struct DeviceRow: Sendable {
    var id: Int64
    var ownerID: Int64
    /// The device this one replaces until it is first used.
    var replaces: Int64?
}
