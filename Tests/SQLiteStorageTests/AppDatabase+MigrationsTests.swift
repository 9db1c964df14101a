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
        INSERT INTO link_codes (code, owner_id, expires_at) VALUES ('ABC234', 1, '2026-07-30 13:10:00.000');
        INSERT INTO categories (id, owner_id, name, position) VALUES (1, 1, 'Work', 0), (2, 2, 'Home', 0);
        INSERT INTO favourites (owner_id, category_id, stop_id, company, route, direction, service_type, position,
            created_at) VALUES (1, 1, '002403', 'CTB', '11', 'I', 1, 0, '2026-07-30 13:00:00.000');
        INSERT INTO favourites (owner_id, stop_id, position, created_at)
            VALUES (1, '18492910339410B1', 1, '2026-07-30 13:00:00.000');
        """

    private static func favourite(_ columns: String, _ values: String) -> String {
        "INSERT INTO favourites (owner_id, position, created_at, \(columns)) VALUES (1, 5, '2026-07-30', \(values))"
    }

    static let badRows = [
        favourite("stop_id, company, route, direction, service_type", "'002403', 'NWFB', '1', 'O', 1"),
        favourite("stop_id, company, route, direction, service_type", "'002403', 'CTB', '1', 'X', 1"),
        favourite("stop_id, company, route, direction, service_type", "'002403', 'CTB', '1', 'O', 0"),
        favourite("stop_id, company, route, direction, service_type", "'002403', 'CTB', '1a', 'O', 1"),
        favourite("stop_id, company", "'002403', 'CTB'"),
        favourite("stop_id", "NULL"),
        favourite("stop_id", "'0024 03'"),
        favourite("stop_id", "'18492910339410B1'"),
        favourite("stop_id, category_id", "'001145', 2"),
        favourite("stop_id, category_id", "'001145', 99"),
        "INSERT INTO favourites (owner_id, stop_id, position, created_at) VALUES (1, '001145', -1, '2026-07-30')",
        "INSERT INTO favourites (owner_id, stop_id, position, created_at) VALUES (1, '001145', 'top', '2026-07-30')",
        "INSERT INTO favourites (owner_id, stop_id, position, created_at) VALUES (1, '001145', 0, 'yesterday')",
        "INSERT INTO favourites (owner_id, stop_id, position, created_at) VALUES (9, '001145', 0, '2026-07-30')",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, '', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, ' Padded', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, '\(String(repeating: "x", count: 41))', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, 'WORK', 1)",
        "INSERT INTO categories (owner_id, name, position) VALUES (1, NULL, 1)",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('0123456789abcdef', 2, '2026-07-30')",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('short', 2, '2026-07-30')",
        "INSERT INTO devices (token_hash, owner_id, created_at) VALUES ('fedcba9876543210', 9, '2026-07-30')",
        "INSERT INTO link_codes (code, owner_id, expires_at) VALUES ('XYZ234', 1, '2026-07-30')",
        "INSERT INTO link_codes (code, owner_id, expires_at) VALUES ('ABC0OL', 2, '2026-07-30')",
        "INSERT INTO link_codes (code, owner_id, expires_at) VALUES ('abc234', 2, '2026-07-30')",
        "UPDATE favourites SET direction = 'O' WHERE route IS NULL",
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
        #expect(applied == ["v1"])
        #expect(try await database.writer.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }
}
