import Foundation
import NextStopCore
import NextStopTestSupport
import PostgresNIO
import Testing

@testable import PostgresStorage

/// The store's database (PostgresNIO has a protocol of the same name).
private typealias Database = PostgresStorage.PostgresDatabase

@Suite(.enabled(if: TestPostgres.isEnabled, "no PostgreSQL server answers (TestPostgres.url)"))
struct PostgresDatabaseTests {
    @Test func openingMigratesOnceAndReopeningSkipsWhatIsApplied() async throws {
        let settings = try PostgresSettings.fresh()

        let first = try await Database.open(settings)
        let applied = try await first.appliedMigrations()
        let second = try await Database.open(settings)

        #expect(applied == Database.migrations.map(\.name))
        #expect(try await second.appliedMigrations() == applied)
        first.close()
        second.close()
    }

    @Test func serversStartingTogetherMigrateOnce() async throws {
        let settings = try PostgresSettings.fresh()

        let databases = try await withThrowingTaskGroup(of: Database.self) { group in
            for _ in 0..<4 { group.addTask { try await Database.open(settings) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(databases.count == 4)
        #expect(try await databases[0].appliedMigrations() == Database.migrations.map(\.name))
        databases.forEach { $0.close() }
    }

    @Test func aLockLeftByACrashedServerGoesWithItsConnection() async throws {
        let settings = try PostgresSettings.fresh()
        let crashed = try await Database.open(settings)
        // A server that dies while migrating holds the lock on its session only: take it, then drop the session.
        let (logger, lock) = (crashed.logger, crashed.migrationLock("pg_advisory_lock"))
        try await crashed.withConnection { connection in
            _ = try await connection.query(lock, logger: logger).collect()
            try await connection.close()
        }

        let next = try await Database.open(settings)

        #expect(try await next.appliedMigrations() == Database.migrations.map(\.name))
        crashed.close()
        next.close()
    }

    @Test func aServerMigratingOneSchemaKeepsNoServerOfAnotherWaiting() async throws {
        let busy = try await Database.open(try PostgresSettings.fresh())
        let logger = busy.logger
        let (lock, unlock) = (busy.migrationLock("pg_advisory_lock"), busy.migrationLock("pg_advisory_unlock"))
        var other = try PostgresSettings.fresh()
        // Waiting on the busy schema's lock would outlast this (a migration may wait six operations).
        other.operationTimeout = .seconds(10)

        try await busy.withConnection { [other] connection in
            _ = try await connection.query(lock, logger: logger).collect()
            let opened = try await Database.open(other)
            #expect(try await opened.appliedMigrations() == Database.migrations.map(\.name))
            opened.close()
            _ = try await connection.query(unlock, logger: logger).collect()
        }
        busy.close()
    }

    @Test func aStoreOverAHealthyDatabaseReportsNoProblem() async throws {
        let database = try await Database.open(try PostgresSettings.fresh())

        #expect(await database.problem() == nil)
        database.close()
    }
}

/// A database that is not there fails at once with one line, and one that does not answer within the timeout too.
@Suite struct PostgresDatabaseUnavailableTests {
    @Test func nothingListeningIsUnavailableWithOneLine() async throws {
        let closed = try LoopbackSocket(listening: false)
        closed.close()
        var settings = try PostgresSettings(url: "postgres://app:pw@127.0.0.1:\(closed.port)/nextstop")
        settings.operationTimeout = .seconds(2)

        let error = await #expect(throws: FavouritesUnavailable.self) { try await Database.open(settings) }

        #expect(error?.description.contains("127.0.0.1:\(closed.port)") == true)
        #expect(error?.description.contains("pw") == false)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aServerThatNeverAnswersIsUnavailableAfterTheTimeout() async throws {
        let blackHole = try LoopbackSocket(listening: true)
        defer { blackHole.close() }
        var settings = try PostgresSettings(url: "postgres://app@127.0.0.1:\(blackHole.port)/nextstop")
        settings.operationTimeout = .milliseconds(500)

        let error = await #expect(throws: FavouritesUnavailable.self) { try await Database.open(settings) }

        #expect(error?.reason.contains("did not answer") == true)
    }
}
