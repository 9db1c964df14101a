import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    /// The owner of a device, creating a new owner for a token hash never seen before.
    public func registerDevice(tokenHash: String, at date: Date) async throws -> OwnerID {
        let tokenHash = try FavouritesRules.validatedTokenHash(tokenHash)
        return try await write { db in try Self.register(tokenHash, at: date, in: db) }
    }

    public func owner(ofDevice tokenHash: String) async throws -> OwnerID? {
        guard let device = try await read({ db in try Self.device(tokenHash, in: db) }) else { return nil }
        if device.replaces != nil { try await write { db in try Self.retireReplaced(by: device, in: db) } }
        return OwnerID(device.ownerID)
    }

    /// The owner a creating write is for, registering a first-time device inside the write's transaction, so that a
    /// write refused later rolls the registration back with it.
    static func owner(writing writer: FavouritesWriter, in db: Database) throws -> OwnerID {
        switch writer {
        case .owner(let owner):
            try requireOwner(owner, in: db)
            return owner
        case .newDevice(let tokenHash, let date):
            return try register(try FavouritesRules.validatedTokenHash(tokenHash), at: date, in: db)
        }
    }

    /// The device's owner; a new device gets a new owner, and owners left empty too long are swept away first, so
    /// the owners table grows only with lists someone keeps.
    private static func register(_ tokenHash: String, at date: Date, in db: Database) throws -> OwnerID {
        if let device = try device(tokenHash, in: db) { return OwnerID(device.ownerID) }
        try removeEmptyOwners(createdBefore: date - FavouritesLimits.emptyOwnerLifetime, in: db)
        let owner = try OwnerRecord(createdAt: date).inserted(db)
        _ = try DeviceRecord(tokenHash: tokenHash, ownerID: owner.id!, createdAt: date).inserted(db)
        return OwnerID(owner.id!)
    }

    public func devices(of owner: OwnerID, current tokenHash: String) async throws -> [LinkedDevice] {
        let columns = DeviceRecord.CodingKeys.self
        let records = try await read { db in
            try DeviceRecord.filter(columns.ownerID == owner.rawValue && columns.replaces == nil)
                .order(columns.createdAt, columns.id).fetchAll(db)
        }
        return records.map { record in
            LinkedDevice(
                id: LinkedDevice.ID(record.id!), joinedAt: record.createdAt, isCurrent: record.tokenHash == tokenHash)
        }
    }

    public func unlinkDevice(_ id: LinkedDevice.ID, from owner: OwnerID) async throws {
        let columns = DeviceRecord.CodingKeys.self
        try await write { db in
            let listed = DeviceRecord.filter(columns.ownerID == owner.rawValue && columns.replaces == nil)
            guard try listed.filter(key: id.rawValue).fetchCount(db) == 1 else { throw FavouritesError.notFound("device") }
            try FavouritesRules.checkCanUnlink(fromListWith: try listed.fetchCount(db))
            try DeviceRecord.filter(columns.id == id.rawValue || columns.replaces == id.rawValue).deleteAll(db)
        }
    }

    static func device(_ tokenHash: String, in db: Database) throws -> DeviceRecord? {
        try DeviceRecord.filter(DeviceRecord.CodingKeys.tokenHash == tokenHash).fetchOne(db)
    }
}
