import GRDB
import Testing

@testable import SQLiteStorage

/// The schema refuses bad rows by itself, whatever code writes them.
@Suite struct AppDatabaseMigrationsTests {
    /// Two owners, each with a category; owner 1 has a device, a link code and a favourite in its category.
    private static let validRows = """
        INSERT INTO owners (id, created_at) VALUES (1, '2026-07-30 13:00:00.000'), (2, '2026-07-30 13:00:00.000');
        INSERT INTO devices (token_hash, owner_id, created_at)
            VALUES ('0123456789abcdef', 1, '2026-07-30 13:00:00.000');
        INSERT INTO link_codes (code, secret_hash, owner_id, expires_at)
            VALUES ('ABC234', '\(String(repeating: "a", count: 64))', 1, '2026-07-30 13:10:00.000');
        INSERT INTO categories (id, owner_id, name, position) VALUES (1, 1, 'Work', 0), (2, 2, 'Home', 0);
        INSERT INTO favourites (owner_id, category_id, system, kind, item_id, detail, position, created_at)
            VALUES (1, 1, 'hk-bus', 'route-stop', '002403', 'CTB:11:I:1', 0, '2026-07-30 13:00:00.000');
        INSERT INTO favourites (owner_id, system, kind, item_id, position, created_at)
            VALUES (1, 'hk-bus', 'stop', '18492910339410B1', 1, '2026-07-30 13:00:00.000');
        """

    private static func favourite(_ columns: String, _ values: String) -> String {
        "INSERT INTO favourites (owner_id, position, created_at, \(columns)) VALUES (1, 5, '2026-07-30', \(values))"
    }

    private static func busStop(_ columns: String = "", _ values: String = "") -> String {
        favourite("system, kind, item_id\(columns)", "'hk-bus', 'stop', '001145'\(values)")
    }

    private static func linkCode(_ values: String) -> String {
        "INSERT INTO link_codes (code, secret_hash, owner_id, expires_at) VALUES (\(values), '2026-07-30')"
    }

    private static func secretHash(_ digit: Character) -> String { "'\(String(repeating: digit, count: 64))'" }

    static let badRows = [
        favourite("system, kind, item_id", "'HK-BUS', 'stop', '002403'"),
        favourite("system, kind, item_id", "'', 'stop', '002403'"),
        favourite("system, kind, item_id", "'hk-bus', 'route stop', '002403'"),
        favourite("system, kind, item_id", "'hk-bus', NULL, '002403'"),
        favourite("system, kind, item_id", "'hk-bus', 'stop', NULL"),
        favourite("system, kind, item_id", "'hk-bus', 'stop', '0024 03'"),
        favourite("system, kind, item_id", "'hk-bus', 'stop', '18492910339410B1'"),
        favourite("system, kind, item_id, detail", "'hk-bus', 'route-stop', '002403', 'CTB:11:I:1'"),
        busStop(", detail", ", ''"),
        busStop(", detail", ", 'KMB/1'"),
        busStop(", label", ", ' Home'"),
        busStop(", label", ", '\(String(repeating: "x", count: 81))'"),
        busStop(", category_id", ", 2"),
        busStop(", category_id", ", 99"),
        "UPDATE favourites SET position = -1",
        "UPDATE favourites SET position = 'top'",
        "UPDATE favourites SET created_at = 'yesterday'",
        "UPDATE favourites SET owner_id = 9",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, '', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, ' Padded', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, '\(String(repeating: "x", count: 41))', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, 'WORK', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, NULL, 1)",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('0123456789abcdef', 2, '2026-07-30')",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('short', 2, '2026-07-30')",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('fedcba9876543210', 9, '2026-07-30')",
        linkCode("'XYZ234', \(secretHash("b")), 1"),
        linkCode("'ABC0OL', \(secretHash("b")), 2"),
        linkCode("'abc234', \(secretHash("b")), 2"),
        linkCode("'XYZ234', \(secretHash("a")), 2"),
        linkCode("'XYZ234', 'short', 2"),
        linkCode("'XYZ234', NULL, 2"),
        "UPDATE favourites SET kind = 'route-stop', item_id = '002403', detail = 'CTB:11:I:1' WHERE kind = 'stop'",
        "DELETE FROM categories WHERE id = 1",
    ]

    @Test(arguments: badRows)
    func constraintsRefuseBadRows(sql: String) async throws {
        // given
        let database = try AppDatabase.inMemory()
        try await database.writer.write { try $0.execute(sql: Self.validRows) }

        // when
        let error = await #expect(throws: DatabaseError.self) {
            try await database.writer.write { try $0.execute(sql: sql) }
        }

        // then
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
    }

    @Test func deletingAnOwnerDeletesEverythingItHeld() async throws {
        // given
        let database = try AppDatabase.inMemory()
        try await database.writer.write { try $0.execute(sql: Self.validRows) }

        // when
        try await database.writer.write { try $0.execute(sql: "DELETE FROM owners WHERE id = 1") }

        // then
        let counts = try await database.writer.read { db in
            try ["devices", "link_codes", "categories", "favourites"].map {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)")!
            }
        }
        #expect(counts == [0, 0, 1, 0])
    }

    @Test func migrationsAreAllApplied() async throws {
        // given
        let database = try AppDatabase.inMemory()

        // when
        let applied = try await database.writer.read { try AppDatabase.migrator.appliedIdentifiers($0) }

        // then
        #expect(
            applied == [
                "v1", "v2-favourite-items", "v3-link-secrets", "v4-device-replacements", "v5-favourite-settings",
                "v6-push-subscriptions",
                "v7-reminders",
            ])
        #expect(try await database.writer.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }
}
