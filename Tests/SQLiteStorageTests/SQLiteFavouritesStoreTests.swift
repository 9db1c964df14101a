import Foundation
import NextStopCore
import SQLiteStorage
import Testing

/// One owner can neither see nor change another's favourites and categories, and is never told they exist.
@Suite struct SQLiteFavouritesStoreTests {
    /// Alice with a category holding a favourite; Bob with a favourite of his own.
    private struct TwoOwners {
        let harness: StoreHarness
        let alice: OwnerID
        let bob: OwnerID
        let aliceCategory: FavouriteCategory
        let aliceFavourite: Favourite
        let bobFavourite: Favourite

        init(_ backend: StoreBackend) async throws {
            harness = try await StoreHarness(backend)
            alice = try await harness.owner("alice")
            bob = try await harness.owner("bob")
            aliceCategory = try await harness.category("Work", for: alice)
            aliceFavourite = try await harness.add(StoreHarness.kmbStop, in: aliceCategory.id, for: alice)
            bobFavourite = try await harness.add(StoreHarness.ctbStop, for: bob)
        }

        var store: any FavouritesStore { harness.store }
    }

    @Test(arguments: StoreBackend.all) func eachOwnerListsOnlyTheirOwn(backend: StoreBackend) async throws {
        // given
        let world = try await TwoOwners(backend)

        // when
        let bobs = try await world.store.favourites(of: world.bob)
        let bobsCategories = try await world.store.categories(of: world.bob)

        // then
        #expect(bobs == [world.bobFavourite])
        #expect(bobsCategories.isEmpty)
    }

    @Test(arguments: StoreBackend.all) func anotherOwnersFavouriteIsNotFound(backend: StoreBackend) async throws {
        // given
        let world = try await TwoOwners(backend)
        let before = try await world.harness.snapshot(of: world.alice)
        let (id, bob, store) = (world.aliceFavourite.id, world.bob, world.store)

        // when / then
        let notFound = FavouritesError.notFound("favourite")
        await #expect(throws: notFound) { try await store.deleteFavourite(id, for: bob) }
        await #expect(throws: notFound) { try await store.moveFavourite(id, to: nil, at: 0, for: bob) }
        await #expect(throws: notFound) {
            try await store.reorderFavourites([world.bobFavourite.id, id], in: nil, for: bob)
        }
        #expect(try await world.harness.snapshot(of: world.alice) == before)
    }

    @Test(arguments: StoreBackend.all) func anotherOwnersCategoryIsNotFound(backend: StoreBackend) async throws {
        // given
        let world = try await TwoOwners(backend)
        let before = try await world.harness.snapshot(of: world.alice)
        let (id, bob, store) = (world.aliceCategory.id, world.bob, world.store)

        // when / then
        let notFound = FavouritesError.notFound("category")
        await #expect(throws: notFound) { try await store.renameCategory(id, to: "Mine", for: bob) }
        await #expect(throws: notFound) { try await store.deleteCategory(id, for: bob) }
        await #expect(throws: notFound) { try await store.reorderCategories([id], for: bob) }
        await #expect(throws: notFound) { try await world.harness.add(StoreHarness.kmbStop, in: id, for: bob) }
        await #expect(throws: notFound) {
            try await store.moveFavourite(world.bobFavourite.id, to: id, at: nil, for: bob)
        }
        await #expect(throws: notFound) { try await store.reorderFavourites([], in: id, for: bob) }
        #expect(try await world.harness.snapshot(of: world.alice) == before)
        #expect(try await store.favourites(of: bob) == [world.bobFavourite])
    }

    @Test(arguments: StoreBackend.all) func aMissingIdAnswersExactlyAsAnotherOwnersDoes(backend: StoreBackend) async throws {
        // given
        let world = try await TwoOwners(backend)
        let missing = Favourite.ID(world.aliceFavourite.id.rawValue + 1000)

        // when
        let forMissing = await #expect(throws: FavouritesError.self) {
            try await world.store.deleteFavourite(missing, for: world.bob)
        }
        let forAlices = await #expect(throws: FavouritesError.self) {
            try await world.store.deleteFavourite(world.aliceFavourite.id, for: world.bob)
        }

        // then
        #expect(forMissing == forAlices)
        #expect(forMissing?.httpStatus == 404)
    }
}
