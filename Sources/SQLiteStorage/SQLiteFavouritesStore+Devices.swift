import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    public func registerDevice(tokenHash: String, at date: Date) async throws -> OwnerID {
        let tokenHash = try Self.validatedTokenHash(tokenHash)
        return try await write { db in
            if let device = try Self.device(tokenHash, in: db) { return OwnerID(device.ownerID) }
            let owner = try OwnerRecord(createdAt: date).inserted(db)
            _ = try DeviceRecord(tokenHash: tokenHash, ownerID: owner.id!, createdAt: date).inserted(db)
            return OwnerID(owner.id!)
        }
    }

    public func owner(ofDevice tokenHash: String) async throws -> OwnerID? {
        try await read { db in try Self.device(tokenHash, in: db).map { OwnerID($0.ownerID) } }
    }

    static func device(_ tokenHash: String, in db: Database) throws -> DeviceRecord? {
        try DeviceRecord.filter(DeviceRecord.CodingKeys.tokenHash == tokenHash).fetchOne(db)
    }

    /// A token hash as the schema accepts it: 16 to 128 printable ASCII characters (a SHA-256 hex digest is 64).
    static func validatedTokenHash(_ tokenHash: String) throws(FavouritesError) -> String {
        let scalars = tokenHash.unicodeScalars
        guard (16...128).contains(scalars.count), scalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .invalid(field: "device", reason: "A device token hash is 16 to 128 printable characters.")
        }
        return tokenHash
    }
}
