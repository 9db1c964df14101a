import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreSettingsTests {
    @Test(arguments: StoreBackend.all) func settingsAreKeptWithTheFavouriteUntilCleared(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let stop = try await harness.add(StoreHarness.kmbStop, for: owner)
        let work = try await harness.category("Work", for: owner)
        #expect(stop.settings == nil)

        // when
        let set = try await harness.store.setFavouriteSettings(#"{"bikes":2}"#, of: stop.id, for: owner)
        let moved = try await harness.store.moveFavourite(stop.id, to: work.id, at: nil, for: owner)

        // then
        #expect(set.settings == #"{"bikes":2}"#)
        #expect(moved.settings == #"{"bikes":2}"#)
        #expect(try await harness.store.favourites(of: owner).map(\.settings) == [#"{"bikes":2}"#])
        let cleared = try await harness.store.setFavouriteSettings(nil, of: stop.id, for: owner)
        #expect(cleared.settings == nil)
        #expect(try await harness.store.favourites(of: owner).map(\.settings) == [nil])
    }

    @Test(arguments: StoreBackend.all) func anotherOwnersFavouriteOrOverlongSettingsChangeNothing(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let stranger = try await harness.owner("stranger")
        let stop = try await harness.add(StoreHarness.kmbStop, for: owner)
        _ = try await harness.store.setFavouriteSettings("{}", of: stop.id, for: owner)
        let before = try await harness.snapshot(of: owner)

        // when / then
        await #expect(throws: FavouritesError.notFound("favourite")) {
            try await harness.store.setFavouriteSettings("{}", of: stop.id, for: stranger)
        }
        for refused in ["", String(repeating: "x", count: FavouritesLimits.settingsLength + 1)] {
            await #expect(throws: FavouritesError.self) {
                try await harness.store.setFavouriteSettings(refused, of: stop.id, for: owner)
            }
        }
        #expect(try await harness.snapshot(of: owner) == before)
        #expect(try await harness.store.favourites(of: owner).first?.settings == "{}")
    }
}
