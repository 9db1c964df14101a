import Foundation
import HongKongBus
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreCategoriesTests {
    @Test(arguments: StoreBackend.all) func createdCategoriesAreTrimmedAndAppended(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")

        // when
        _ = try await harness.category("  Work \n", for: owner)
        _ = try await harness.category("Home", for: owner)

        // then
        let categories = try await harness.store.categories(of: owner)
        #expect(categories.map(\.name) == ["Work", "Home"])
        #expect(categories.map(\.position) == [0, 1])
    }

    @Test(arguments: StoreBackend.all, ["work", "WORK", " Work ", "Café", "CAFÉ"])
    func namesClashIgnoringCase(backend: StoreBackend, name: String) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        _ = try await harness.category("Work", for: owner)
        _ = try await harness.category("café", for: owner)
        let before = try await harness.snapshot(of: owner)

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.createCategory(named: name, for: .owner(owner))
        }

        // then
        #expect(error?.httpStatus == 409)
        #expect(error?.field == "name")
        #expect(try await harness.snapshot(of: owner) == before)
    }

    @Test(arguments: StoreBackend.all) func differentOwnersMayUseTheSameName(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let alice = try await harness.owner("alice")
        let bob = try await harness.owner("bob")
        _ = try await harness.category("Work", for: alice)

        // when
        let bobs = try await harness.category("Work", for: bob)

        // then
        #expect(bobs.name == "Work")
    }

    @Test(arguments: StoreBackend.all, ["", "   ", "\n\t", String(repeating: "字", count: 41), "Line\u{7}bell"])
    func invalidNamesAreRefusedWithoutChange(backend: StoreBackend, name: String) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let before = try await harness.snapshot(of: owner)

        // when
        let createError = await #expect(throws: FavouritesError.self) {
            try await harness.store.createCategory(named: name, for: .owner(owner))
        }
        let renameError = await #expect(throws: FavouritesError.self) {
            try await harness.store.renameCategory(work.id, to: name, for: owner)
        }

        // then
        #expect(createError?.httpStatus == 400)
        #expect(renameError?.field == "name")
        #expect(try await harness.snapshot(of: owner) == before)
    }

    @Test(arguments: StoreBackend.all) func aFortyCharacterNameIsAccepted(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let name = String(repeating: "字", count: 40)

        // when
        let category = try await harness.category(name, for: owner)

        // then
        #expect(category.name == name)
    }

    @Test(arguments: StoreBackend.all) func renameKeepsPositionAndAllowsChangingCase(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        _ = try await harness.category("Home", for: owner)
        let work = try await harness.category("work", for: owner)

        // when
        let renamed = try await harness.store.renameCategory(work.id, to: "Work", for: owner)

        // then
        #expect(renamed == FavouriteCategory(id: work.id, name: "Work", position: 1))
        #expect(try await harness.store.categories(of: owner).map(\.name) == ["Home", "Work"])
    }

    @Test(arguments: StoreBackend.all) func renameToAnotherCategorysNameIsAConflict(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        _ = try await harness.category("Home", for: owner)
        let work = try await harness.category("Work", for: owner)

        // when / then
        await #expect(throws: FavouritesError.self) {
            try await harness.store.renameCategory(work.id, to: "HOME", for: owner)
        }
        #expect(try await harness.store.categories(of: owner).map(\.name) == ["Home", "Work"])
    }

    @Test(arguments: StoreBackend.all) func deletingACategoryMovesItsFavouritesToTheEndOfUncategorised(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let home = try await harness.category("Home", for: owner)
        let work = try await harness.category("Work", for: owner)
        let school = try await harness.category("School", for: owner)
        let loose = try await harness.add(StoreHarness.ctbStop, for: owner)
        let first = try await harness.add(StoreHarness.kmbStop, in: work.id, for: owner)
        let second = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, in: work.id, for: owner)

        // when
        try await harness.store.deleteCategory(work.id, for: owner)

        // then
        let favourites = try await harness.store.favourites(of: owner)
        #expect(favourites.map(\.id) == [loose.id, first.id, second.id])
        #expect(favourites.map(\.categoryID) == [nil, nil, nil])
        #expect(favourites.map(\.position) == [0, 1, 2])
        let categories = try await harness.store.categories(of: owner)
        #expect(categories.map(\.id) == [home.id, school.id])
        #expect(categories.map(\.position) == [0, 1])
    }

    @Test(arguments: StoreBackend.all) func reorderingPutsCategoriesInTheGivenOrder(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let a = try await harness.category("A", for: owner)
        let b = try await harness.category("B", for: owner)
        let c = try await harness.category("C", for: owner)

        // when
        try await harness.store.reorderCategories([c.id, a.id, b.id], for: owner)

        // then
        let categories = try await harness.store.categories(of: owner)
        #expect(categories.map(\.name) == ["C", "A", "B"])
        #expect(categories.map(\.position) == [0, 1, 2])
    }

    @Test(arguments: StoreBackend.all) func reorderingMustListEveryCategoryOnce(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let a = try await harness.category("A", for: owner)
        let b = try await harness.category("B", for: owner)
        let before = try await harness.snapshot(of: owner)

        // when / then
        for ids in [[b.id], [b.id, b.id], [b.id, a.id, a.id]] {
            let error = await #expect(throws: FavouritesError.self) {
                try await harness.store.reorderCategories(ids, for: owner)
            }
            #expect(error?.field == "ids")
        }
        #expect(try await harness.snapshot(of: owner) == before)
    }

    @Test(arguments: StoreBackend.all) func anOwnerKeepsAtMostFiftyCategories(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        for index in 1...FavouritesLimits.categories { _ = try await harness.category("Group \(index)", for: owner) }

        // when / then
        await #expect(throws: FavouritesError.limitReached("categories", limit: 50)) {
            try await harness.store.createCategory(named: "One too many", for: .owner(owner))
        }
        #expect(try await harness.store.categories(of: owner).count == 50)
    }
}
