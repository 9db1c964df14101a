import Foundation
import GRDB
import NextStopCore

/// Favourites, categories, devices, link codes, push subscriptions and reminders kept in the app's SQLite database.
public struct SQLiteFavouritesStore: FavouritesStore {
    let database: AppDatabase

    /// A store over an open, migrated database.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Runs `updates` in one transaction: a thrown error, `FavouritesError` included, leaves nothing changed.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await database.writer.write(updates)
    }

    /// Runs `value` on a consistent snapshot.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await database.writer.read(value)
    }

    /// Refuses to write for an owner that is gone (its last device moved away).
    static func requireOwner(_ owner: OwnerID, in db: Database) throws {
        guard try OwnerRecord.exists(db, key: owner.rawValue) else { throw FavouritesError.notFound("owner") }
    }
}
