import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    public func replaceDevice(_ tokenHash: String, with replacementHash: String, at date: Date) async throws
        -> OwnerID?
    {
        let replacementHash = try FavouritesRules.validatedTokenHash(replacementHash)
        return try await write { db in
            guard let device = try Self.device(tokenHash, in: db), let id = device.id else { return nil }
            try DeviceRecord.filter(DeviceRecord.CodingKeys.replaces == id).deleteAll(db)
            _ = try DeviceRecord(tokenHash: replacementHash, ownerID: device.ownerID, createdAt: date, replaces: id)
                .inserted(db)
            return OwnerID(device.ownerID)
        }
    }

    /// Removes the device `replacement` replaces, now that the replacement is in use.
    static func retireReplaced(by replacement: DeviceRecord, in db: Database) throws {
        guard let replaced = replacement.replaces, let id = replacement.id else { return }
        try db.execute(
            sql: "UPDATE push_subscriptions SET device_id = ? WHERE device_id = ?", arguments: [id, replaced])
        try db.execute(sql: "UPDATE reminders SET device_id = ? WHERE device_id = ?", arguments: [id, replaced])
        try DeviceRecord.deleteOne(db, key: replaced)
        try DeviceRecord.filter(key: id).updateAll(db, DeviceRecord.CodingKeys.replaces.set(to: nil))
    }
}
