import Foundation
import GRDB
import NextStopCore
import Testing

@testable import SQLiteStorage

/// A database written by the v3 schema keeps its devices through the v4 migration, and a device registered then
/// under a short token can be given a replacement that keeps its favourites.
@Suite struct DeviceReplacementMigrationTests {
    /// What the store keeps of a short token registered under v3 (only its hash, so nothing says it is short).
    private static let shortTokenHash = String(repeating: "c", count: 64)
    private static let replacementHash = String(repeating: "d", count: 64)
    private static let secondReplacementHash = String(repeating: "e", count: 64)

    /// Rows as the v3 schema held them: one owner with a device, a category and a favourite in it.
    private static let v3Rows = """
        INSERT INTO owners (id, created_at) VALUES (1, '2026-07-30 13:00:00.000');
        INSERT INTO devices (id, token_hash, owner_id, created_at)
            VALUES (1, '\(shortTokenHash)', 1, '2026-07-30 13:00:00.000');
        INSERT INTO categories (id, owner_id, name, position) VALUES (1, 1, 'Work', 0);
        INSERT INTO favourites (id, owner_id, category_id, system, kind, item_id, detail, label, position, created_at)
            VALUES (1, 1, 1, 'hk-bus', 'stop', '002403', NULL, NULL, 0, '2026-07-30 13:01:00.000');
        """

    /// A store over a database written by v3 and opened (so migrated) by the current schema.
    private static func migratedStore() async throws -> (SQLiteFavouritesStore, DatabaseQueue) {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v3-link-secrets")
        try await queue.write { try $0.execute(sql: v3Rows) }
        return (SQLiteFavouritesStore(database: try AppDatabase(queue)), queue)
    }

    private static func deviceCount(_ queue: DatabaseQueue) async throws -> Int {
        try await queue.read { try DeviceRecord.fetchCount($0) }
    }

    @Test func aV3DeviceKeepsItsOwnerAndFavourites() async throws {
        let (store, _) = try await Self.migratedStore()

        #expect(try await store.owner(ofDevice: Self.shortTokenHash) == OwnerID(1))
        #expect(try await store.favourites(of: OwnerID(1)).map(\.item.id) == ["002403"])
        #expect(try await store.categories(of: OwnerID(1)).map(\.name) == ["Work"])
    }

    @Test func aReplacementTakesTheDevicesPlaceWhenFirstUsed() async throws {
        let (store, queue) = try await Self.migratedStore()

        let owner = try await store.replaceDevice(
            Self.shortTokenHash, with: Self.replacementHash, at: Date(timeIntervalSince1970: 1_790_000_000))

        #expect(owner == OwnerID(1))
        // until the replacement is used, the old token still works
        #expect(try await store.owner(ofDevice: Self.shortTokenHash) == OwnerID(1))
        #expect(try await Self.deviceCount(queue) == 2)
        // once it is, the old device is gone and the favourites are the replacement's
        #expect(try await store.owner(ofDevice: Self.replacementHash) == OwnerID(1))
        #expect(try await store.owner(ofDevice: Self.shortTokenHash) == nil)
        #expect(try await Self.deviceCount(queue) == 1)
        #expect(try await store.favourites(of: OwnerID(1)).map(\.item.id) == ["002403"])
    }

    @Test func askingAgainSwapsTheUnusedReplacement() async throws {
        let (store, queue) = try await Self.migratedStore()
        let now = Date(timeIntervalSince1970: 1_790_000_000)

        _ = try await store.replaceDevice(Self.shortTokenHash, with: Self.replacementHash, at: now)
        _ = try await store.replaceDevice(Self.shortTokenHash, with: Self.secondReplacementHash, at: now)

        #expect(try await Self.deviceCount(queue) == 2)
        #expect(try await store.owner(ofDevice: Self.replacementHash) == nil)
        #expect(try await store.owner(ofDevice: Self.secondReplacementHash) == OwnerID(1))
    }

    @Test func anUnknownDeviceGetsNoReplacement() async throws {
        let (store, queue) = try await Self.migratedStore()

        let owner = try await store.replaceDevice(
            String(repeating: "f", count: 64), with: Self.replacementHash, at: Date(timeIntervalSince1970: 1_790_000_000))

        #expect(owner == nil)
        #expect(try await Self.deviceCount(queue) == 1)
    }
}
