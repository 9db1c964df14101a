import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    private typealias Columns = LinkCodeRecord.CodingKeys

    public func createLinkCode(for owner: OwnerID, now: Date, lifetime: TimeInterval) async throws -> String {
        try await write { db in
            try Self.requireOwner(owner, in: db)
            try LinkCodeRecord.filter(Columns.expiresAt <= now || Columns.ownerID == owner.rawValue).deleteAll(db)
            var code: String
            repeat { code = LinkCode.random() } while try LinkCodeRecord.exists(db, key: code)
            try LinkCodeRecord(code: code, ownerID: owner.rawValue, expiresAt: now + lifetime).insert(db)
            return code
        }
    }

    public func redeemLinkCode(_ code: String, device tokenHash: String, now: Date) async throws -> OwnerID {
        let rejected = FavouritesError.invalid(field: "code", reason: "This code is unknown, expired or already used.")
        guard let code = LinkCode.normalized(code) else { throw rejected }
        let tokenHash = try Self.validatedTokenHash(tokenHash)
        return try await write { db in
            let link = try LinkCodeRecord.filter(key: code).filter(Columns.expiresAt > now).fetchOne(db)
            guard let link else { throw rejected }
            try link.delete(db)
            guard var device = try Self.device(tokenHash, in: db) else {
                _ = try DeviceRecord(tokenHash: tokenHash, ownerID: link.ownerID, createdAt: now).inserted(db)
                return OwnerID(link.ownerID)
            }
            let previousOwner = device.ownerID
            device.ownerID = link.ownerID
            try device.update(db)
            // The list left behind is unreachable once no device holds it.
            if try DeviceRecord.filter(DeviceRecord.CodingKeys.ownerID == previousOwner).isEmpty(db) {
                try OwnerRecord.deleteOne(db, key: previousOwner)
            }
            return OwnerID(link.ownerID)
        }
    }
}
