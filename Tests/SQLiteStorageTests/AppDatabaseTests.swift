import Foundation
import GRDB
import NextStopCore
import NextStopTestSupport
import Testing

@testable import SQLiteStorage

@Suite struct AppDatabaseTests {
    @Test func aDatabaseFileIsMigratedInWALModeAndKeepsItsDataAcrossReopening() async throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("data/nextstop.sqlite").path
        let token = StoreHarness.tokenHash("phone")
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let (owner, saved) = try await {
            let store = SQLiteFavouritesStore(database: try AppDatabase.open(path: path))
            let owner = try await store.registerDevice(tokenHash: token, at: now)
            let saved = try await store.addFavourite(
                NewFavourite(item: FavouriteItem(system: "hk-bus", kind: "stop", id: StoreHarness.kmbStop)),
                for: .owner(owner),
                at: now)
            return (owner, saved)
        }()

        // when
        let reopened = try AppDatabase.open(path: path)
        let store = SQLiteFavouritesStore(database: reopened)

        // then
        #expect(try await store.owner(ofDevice: token) == owner)
        #expect(try await store.favourites(of: owner) == [saved])
        #expect(try await reopened.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(
            try await reopened.writer.read { try AppDatabase.migrator.appliedIdentifiers($0) }
                == Set(AppDatabase.migrator.migrations))
    }
}
