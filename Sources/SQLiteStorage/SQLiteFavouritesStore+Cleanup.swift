import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    /// Deletes owners created before `date` that hold no favourite, no category and no device with a push
    /// subscription or a reminder; their devices and link codes go with them (ON DELETE CASCADE).
    static func removeEmptyOwners(createdBefore date: Date, in db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM owners
                WHERE created_at < ?
                    AND NOT EXISTS (SELECT 1 FROM favourites WHERE favourites.owner_id = owners.id)
                    AND NOT EXISTS (SELECT 1 FROM categories WHERE categories.owner_id = owners.id)
                    AND NOT EXISTS (
                        SELECT 1 FROM push_subscriptions JOIN devices ON devices.id = push_subscriptions.device_id
                        WHERE devices.owner_id = owners.id)
                    AND NOT EXISTS (
                        SELECT 1 FROM reminders JOIN devices ON devices.id = reminders.device_id
                        WHERE devices.owner_id = owners.id)
                """,
            arguments: [date])
    }
}
