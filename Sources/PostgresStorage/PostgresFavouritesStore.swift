import Foundation
import NextStopCore
import PostgresNIO

/// Favourites, categories, devices, link codes, push subscriptions and reminders kept in PostgreSQL, behaving exactly as the SQLite store does.
///
/// Every write is one transaction that first locks its owner's row, so that two servers changing one owner's list
/// at the same moment take turns, as SQLite's single writer makes them.
public struct PostgresFavouritesStore: FavouritesStore {
    let database: PostgresDatabase

    /// A store over an open, migrated database.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    /// Runs `updates` in one transaction: a thrown error, `FavouritesError` included, leaves nothing changed.
    func write<T: Sendable>(_ updates: @escaping @Sendable (SQLSession) async throws -> T) async throws -> T {
        let logger = database.logger
        return try await database.transaction { connection in
            try await updates(SQLSession(connection: connection, logger: logger))
        }
    }

    /// Runs `value` outside any transaction (single statements, each consistent).
    func read<T: Sendable>(_ value: @escaping @Sendable (SQLSession) async throws -> T) async throws -> T {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await value(SQLSession(connection: connection, logger: logger))
        }
    }

    /// Locks the owner's row for the rest of the transaction; refuses to write for an owner that is gone (its last
    /// device moved away).
    static func requireOwner(_ owner: OwnerID, in sql: SQLSession) async throws {
        let rows = try await sql.rows("SELECT id FROM owners WHERE id = \(owner.rawValue) FOR UPDATE")
        guard !rows.isEmpty else { throw FavouritesError.notFound("owner") }
    }

    /// Locks the owner's row if it exists, for operations that answer "not found" about the thing they change.
    static func lockOwner(_ owner: OwnerID, in sql: SQLSession) async throws {
        try await sql.execute("SELECT id FROM owners WHERE id = \(owner.rawValue) FOR UPDATE")
    }

    /// Sets the `position` of the rows of `table` with these ids to 0, 1, 2… in the order given.
    static func assignPositions(_ ids: [Int64], in table: String, with sql: SQLSession) async throws {
        guard !ids.isEmpty else { return }
        try await sql.execute(
            """
            UPDATE \(unescaped: table) SET position = ordered.place - 1
            FROM unnest(\(ids)::bigint[]) WITH ORDINALITY AS ordered(id, place)
            WHERE \(unescaped: table).id = ordered.id
            """)
    }
}

/// One connection and the logger its queries report to, for the duration of a read or a transaction.
struct SQLSession: Sendable {
    let connection: PostgresConnection
    let logger: Logger

    /// Every row the query answers.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await connection.query(query, logger: logger).collect()
    }

    /// The first column of every row.
    func column<Value: PostgresDecodable>(_ query: PostgresQuery, as _: Value.Type = Value.self) async throws -> [Value] {
        try await rows(query).map { try $0.decode(Value.self) }
    }

    func execute(_ query: PostgresQuery) async throws {
        _ = try await connection.query(query, logger: logger).collect()
    }
}
