import Foundation
import NextStopCore
import PostgresNIO

/// Sessions every server of a cluster reads, as rows of `sessions`: a follow-up reaches whichever server the balancer
/// picks and finds what the first one kept. Expired rows are never read, and about one write in a hundred deletes
/// them, so the table holds little more than the sessions open now.
public struct PostgresSessionStore: SessionStore {
    let database: PostgresDatabase

    /// Sessions in `database`.
    public init(database: PostgresDatabase) { self.database = database }

    public func value(_ kind: String, key: String, at now: Date) async throws -> Data? {
        let logger = database.logger
        return try await database.withConnection { connection in
            let rows = try await connection.query(
                "SELECT value FROM sessions WHERE kind = \(kind) AND key = \(key) AND expires_at > \(now)",
                logger: logger)
            for try await value in rows.decode(Data.self) { return value }
            return nil
        }
    }

    public func keep(_ value: Data, _ kind: String, key: String, until expiresAt: Date) async throws {
        let (logger, sweeps) = (database.logger, Int.random(in: 0..<100) == 0)
        try await database.withConnection { connection in
            try await connection.perform(
                """
                INSERT INTO sessions (kind, key, value, expires_at) VALUES (\(kind), \(key), \(value), \(expiresAt))
                ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
                """, logger: logger)
            if sweeps { try await connection.perform("DELETE FROM sessions WHERE expires_at < now()", logger: logger) }
        }
    }
}
