import Foundation
import GRDB
import NextStopCore
import Testing

@testable import SQLiteStorage

/// A database written by the v1 schema (bus favourites only) keeps every row through the v2 migration.
@Suite struct FavouriteItemsMigrationTests {
    /// Rows as the v1 schema held them: two owners, a category, whole-stop and route favourites, and a deleted
    /// favourite (id 6) that raised the AUTOINCREMENT high-water mark.
    private static let v1Rows = """
        INSERT INTO owners (id, created_at) VALUES (1, '2026-07-30 13:00:00.000'), (2, '2026-07-30 13:05:00.000');
        INSERT INTO devices (token_hash, owner_id, created_at)
            VALUES ('\(String(repeating: "a", count: 64))', 1, '2026-07-30 13:00:00.000'),
                   ('\(String(repeating: "b", count: 64))', 2, '2026-07-30 13:05:00.000');
        INSERT INTO categories (id, owner_id, name, position) VALUES (1, 1, 'Work', 0);
        INSERT INTO favourites (id, owner_id, category_id, stop_id, company, route, direction, service_type, position, created_at)
            VALUES (1, 1, NULL, '18492910339410B1', NULL, NULL, NULL, NULL, 0, '2026-07-30 13:01:00.000'),
                   (2, 1, NULL, '18492910339410B1', 'KMB', '1', 'O', 1, 1, '2026-07-30 13:02:00.000'),
                   (3, 1, 1, '002403', 'CTB', '11', 'I', 1, 0, '2026-07-30 13:03:00.000'),
                   (4, 1, 1, 'A60AE774B09A5E44', 'KMB', '269B', 'O', 2, 1, '2026-07-30 13:04:00.000'),
                   (5, 2, NULL, '002403', NULL, NULL, NULL, NULL, 0, '2026-07-30 13:06:00.000'),
                   (6, 2, NULL, '001145', NULL, NULL, NULL, NULL, 1, '2026-07-30 13:07:00.000');
        DELETE FROM favourites WHERE id = 6;
        """

    @Test func everyV1FavouriteBecomesABusItemWithItsIdCategoryAndPlaceUnchanged() async throws {
        // given
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v1")
        try await queue.write { try $0.execute(sql: Self.v1Rows) }

        // when
        let database = try AppDatabase(queue)

        // then
        let store = SQLiteFavouritesStore(database: database)
        let first = try await store.favourites(of: OwnerID(1))
        let second = try await store.favourites(of: OwnerID(2))
        let items = (first + second).map { [String($0.id.rawValue), $0.item.kind, $0.item.id, $0.item.detail ?? "-"] }
        #expect(
            items == [
                ["1", "stop", "18492910339410B1", "-"],
                ["2", "route-stop", "18492910339410B1", "KMB:1:O:1"],
                ["3", "route-stop", "002403", "CTB:11:I:1"],
                ["4", "route-stop", "A60AE774B09A5E44", "KMB:269B:O:2"],
                ["5", "stop", "002403", "-"],
            ])
        #expect((first + second).allSatisfy { $0.item.system == "hk-bus" && $0.label == nil })
        #expect(first.map(\.categoryID) == [nil, nil, FavouriteCategory.ID(1), FavouriteCategory.ID(1)])
        #expect(first.map(\.position) == [0, 1, 0, 1])
        let created = try #require(first.first?.createdAt)
        #expect(created == ISO8601DateFormatter().date(from: "2026-07-30T13:01:00Z"))
        #expect(try await store.categories(of: OwnerID(1)).map(\.name) == ["Work"])
    }

    @Test func anIdDeletedBeforeTheMigrationIsNeverReused() async throws {
        // given
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v1")
        try await queue.write { try $0.execute(sql: Self.v1Rows) }
        let store = SQLiteFavouritesStore(database: try AppDatabase(queue))

        // when
        let added = try await store.addFavourite(
            NewFavourite(item: FavouriteItem(system: "caltrain", kind: "station-pair", id: "70012", detail: "70262")),
            for: .owner(OwnerID(2)), at: Date(timeIntervalSince1970: 1_790_000_000))

        // then
        #expect(added.id == Favourite.ID(7))
        #expect(try await store.favourites(of: OwnerID(2)).map(\.item.system) == ["hk-bus", "caltrain"])
    }
}
