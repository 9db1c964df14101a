import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    private typealias Columns = LinkCodeRecord.CodingKeys

    public func createLinkCode(for owner: OwnerID, secretHash: String, now: Date, lifetime: TimeInterval)
        async throws -> String
    {
        try await write { db in
            try Self.requireOwner(owner, in: db)
            try LinkCodeRecord.filter(Columns.expiresAt <= now || Columns.ownerID == owner.rawValue).deleteAll(db)
            var code: String
            repeat { code = LinkCode.random() } while try LinkCodeRecord.exists(db, key: code)
            try LinkCodeRecord(code: code, secretHash: secretHash, ownerID: owner.rawValue, expiresAt: now + lifetime)
                .insert(db)
            return code
        }
    }

    public func redeemLinkSecret(_ secretHash: String, device tokenHash: String, now: Date) async throws -> OwnerID {
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        return try await write { db in
            let live = LinkCodeRecord.filter(Columns.secretHash == secretHash && Columns.expiresAt > now)
            guard let link = try live.fetchOne(db) else {
                throw FavouritesError.invalid(field: "secret", reason: "This link is unknown, expired or already used.")
            }
            try link.delete(db)
            return try Self.move(tokenHash, to: link.ownerID, at: now, in: db)
        }
    }

    public func requestLink(code: String, device tokenHash: String, now: Date) async throws {
        let rejected = FavouritesError.invalid(field: "code", reason: "This code is unknown, expired or already used.")
        guard let code = LinkCode.normalized(code) else { throw rejected }
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        try await write { db in
            guard var link = try LinkCodeRecord.filter(key: code).filter(Columns.expiresAt > now).fetchOne(db) else {
                throw rejected
            }
            guard link.waitingDeviceHash == nil || link.waitingDeviceHash == tokenHash else {
                throw FavouritesError.conflict(
                    field: "code", reason: "Another device already asked to link with this code; ask for a new one.")
            }
            link.waitingDeviceHash = tokenHash
            try link.update(db)
        }
    }

    public func confirmLink(for owner: OwnerID, now: Date) async throws {
        try await write { db in
            let live = LinkCodeRecord.filter(Columns.ownerID == owner.rawValue && Columns.expiresAt > now)
            guard let link = try live.fetchOne(db), let waiting = link.waitingDeviceHash else {
                throw FavouritesError.notFound("device waiting to link")
            }
            try link.delete(db)
            _ = try Self.move(waiting, to: owner.rawValue, at: now, in: db)
        }
    }

    /// Moves a device (with its unused replacement) to `owner`, registering it if new, and dates its joining; the owner
    /// it leaves is unreachable once no device holds it, so it is deleted.
    private static func move(_ tokenHash: String, to owner: Int64, at now: Date, in db: Database) throws -> OwnerID {
        guard let device = try device(tokenHash, in: db) else {
            _ = try DeviceRecord(tokenHash: tokenHash, ownerID: owner, createdAt: now).inserted(db)
            return OwnerID(owner)
        }
        let previousOwner = device.ownerID
        guard previousOwner != owner, let id = device.id else { return OwnerID(owner) }
        let columns = DeviceRecord.CodingKeys.self
        try DeviceRecord.filter(columns.id == id || columns.replaces == id).updateAll(
            db, columns.ownerID.set(to: owner), columns.createdAt.set(to: now))
        if try DeviceRecord.filter(DeviceRecord.CodingKeys.ownerID == previousOwner).isEmpty(db) {
            try OwnerRecord.deleteOne(db, key: previousOwner)
        }
        return OwnerID(owner)
    }
}
