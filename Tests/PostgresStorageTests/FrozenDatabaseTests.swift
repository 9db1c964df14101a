import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import PostgresStorage

/// A database frozen mid-load (as `kill -STOP` freezes it): every store call ends within its timeout, saying the
/// store is unavailable, and the store works again once the database does.
@Suite(
    .enabled(if: TestPostgres.isEnabled, "no PostgreSQL server answers (TestPostgres.url)"),
    .serialized, .timeLimit(.minutes(5)))
struct FrozenDatabaseTests {
    /// The operation timeout under test. The whole suite keeps both cores busy and a task can wait seconds for a
    /// thread, so a call counts as hung only past the timeout and a wide slack: before, calls never ended at all.
    static let timeout = Duration.seconds(10)
    static let slack = Duration.seconds(30)

    @Test func everyCallDuringAFreezeEndsWithinItsTimeoutAndTheStoreRecovers() async throws {
        let (proxy, database) = try await Self.databaseBehindProxy()
        defer {
            database.close()
            proxy.close()
        }
        let store = PostgresFavouritesStore(database: database)
        let owner = try await store.registerDevice(tokenHash: "frozen-device-token-hash", at: Date())
        // Both pooled connections are busy with writes and reads when the database freezes, and more queue behind.
        var calls: [Task<(took: Duration, failure: (any Error)?), Never>] = []
        for round in 0..<3 {
            calls += (0..<8).map { index in
                Task {
                    await Self.timed {
                        if index.isMultiple(of: 2) {
                            let item = FavouriteItem(system: "hk-bus", kind: "stop", id: "\(round)-\(index)")
                            _ = try await store.addFavourite(NewFavourite(item: item), for: .owner(owner), at: Date())
                        } else {
                            _ = try await store.favourites(of: owner)
                        }
                    }
                }
            }
            try await Task.sleep(for: .milliseconds(5))
            proxy.freeze()
        }

        for call in calls {
            let outcome = await call.value
            #expect(outcome.took < Self.timeout + Self.slack, "a call took \(outcome.took)")
            if let failure = outcome.failure {
                #expect(failure is FavouritesUnavailable, "\(failure)")
            }
        }

        proxy.thaw()
        var recovered = false
        for _ in 0..<30 where !recovered {
            recovered = (try? await store.owner(ofDevice: "frozen-device-token-hash")) == owner
            if !recovered { try await Task.sleep(for: .seconds(1)) }
        }
        #expect(recovered)
        #expect(await database.problem() == nil)
    }

    @Test func pollLeadershipStopsAtOnceWhenCancelledWhileTheDatabaseIsFrozen() async throws {
        let (proxy, database) = try await Self.databaseBehindProxy()
        defer {
            database.close()
            proxy.close()
        }
        let share = PostgresUpstreamShare(database: database)
        let leadership = Task { await PollLeadership(share: share, checkInterval: .milliseconds(100)).run() }
        for _ in 0..<200 where share.role != .leading { try await Task.sleep(for: .milliseconds(50)) }
        #expect(share.role == .leading)

        proxy.freeze()
        try await Task.sleep(for: .milliseconds(300))
        let outcome = await Self.timed {
            leadership.cancel()
            await leadership.value
        }

        #expect(outcome.took < Self.slack, "stopping took \(outcome.took)")
        #expect(share.role == .alone)
    }

    /// A fresh database reached through a proxy that can freeze it, with the timeout under test.
    static func databaseBehindProxy() async throws -> (FreezableTCPProxy, PostgresDatabase) {
        // Migrated directly first, with the suite's patient timeout: only the calls under test go through the proxy.
        var settings = try PostgresSettings.fresh()
        try await PostgresDatabase.open(settings).close()
        let proxy = try FreezableTCPProxy(forwardingToPort: settings.port)
        (settings.host, settings.port, settings.operationTimeout) = ("127.0.0.1", proxy.port, Self.timeout)
        do {
            return (proxy, try await PostgresDatabase.open(settings))
        } catch {
            proxy.close()
            throw error
        }
    }

    /// How long `body` took and what it threw.
    static func timed(_ body: () async throws -> Void) async -> (took: Duration, failure: (any Error)?) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try await body()
            return (clock.now - start, nil)
        } catch {
            return (clock.now - start, error)
        }
    }
}
