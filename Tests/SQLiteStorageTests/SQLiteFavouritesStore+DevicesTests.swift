import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreDevicesTests {
    @Test(arguments: StoreBackend.all) func registeringAKnownDeviceReturnsItsOwner(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let first = try await harness.owner("phone")

        // when
        let again = try await harness.owner("phone")
        let other = try await harness.owner("laptop")

        // then
        #expect(again == first)
        #expect(other != first)
        #expect(try await harness.rowCount("owners") == 2)
        #expect(try await harness.rowCount("devices") == 2)
    }

    @Test(arguments: StoreBackend.all) func ownerOfDeviceIsNilUntilRegistered(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let hash = StoreHarness.tokenHash("phone")
        #expect(try await harness.store.owner(ofDevice: hash) == nil)

        // when
        let owner = try await harness.owner("phone")

        // then
        #expect(try await harness.store.owner(ofDevice: hash) == owner)
    }

    @Test(
        arguments: StoreBackend.all, ["short", String(repeating: "a", count: 129), "has a space in it", "tab\tseparated-hash!"])
    func malformedTokenHashesAreRefused(backend: StoreBackend, hash: String) async throws {
        // given
        let harness = try await StoreHarness(backend)

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.registerDevice(tokenHash: hash, at: harness.now)
        }

        // then
        #expect(error?.field == "device")
        #expect(try await harness.rowCount("devices") == 0)
    }

    @Test(arguments: StoreBackend.all) func firstWriteRegistersItsDevice(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let hash = StoreHarness.tokenHash("phone")

        // when
        let category = try await harness.store.createCategory(
            named: "Work", for: .newDevice(tokenHash: hash, at: harness.now))

        // then
        let owner = try #require(try await harness.store.owner(ofDevice: hash))
        #expect(try await harness.store.categories(of: owner) == [category])
    }

    @Test(arguments: StoreBackend.all) func refusedFirstWriteLeavesNoRow(backend: StoreBackend) async throws {
        // given a new device saving into a category it does not have
        let harness = try await StoreHarness(backend)
        let favourite = NewFavourite(
            item: FavouriteItem(system: "hk-bus", kind: "stop", id: StoreHarness.kmbStop), categoryID: .init(7))

        // when
        await #expect(throws: FavouritesError.notFound("category")) {
            try await harness.store.addFavourite(
                favourite, for: .newDevice(tokenHash: StoreHarness.tokenHash("phone"), at: harness.now),
                at: harness.now)
        }

        // then
        #expect(try await harness.rowCount("owners") == 0)
        #expect(try await harness.rowCount("devices") == 0)
    }

    @Test(arguments: StoreBackend.all) func ownersLeftEmptyForThirtyDaysGoWhenANewDeviceArrives(backend: StoreBackend)
        async throws
    {
        // given an empty owner, an owner with a category, both older than the limit, and a recent empty owner
        let harness = try await StoreHarness(backend)
        let longAgo = harness.now - FavouritesLimits.emptyOwnerLifetime - 1
        _ = try await harness.registerDevice(tokenHash: StoreHarness.tokenHash("abandoned"), at: longAgo)
        let keeper = try await harness.registerDevice(tokenHash: StoreHarness.tokenHash("keeper"), at: longAgo)
        _ = try await harness.category("Home", for: keeper)
        _ = try await harness.registerDevice(
            tokenHash: StoreHarness.tokenHash("recent"), at: harness.now - FavouritesLimits.emptyOwnerLifetime + 1)

        // when
        _ = try await harness.owner("newcomer")

        // then only the abandoned owner and its device are gone
        #expect(try await harness.store.owner(ofDevice: StoreHarness.tokenHash("abandoned")) == nil)
        #expect(try await harness.store.owner(ofDevice: StoreHarness.tokenHash("keeper")) == keeper)
        #expect(try await harness.store.owner(ofDevice: StoreHarness.tokenHash("recent")) != nil)
        #expect(try await harness.rowCount("owners") == 3)
    }
}
