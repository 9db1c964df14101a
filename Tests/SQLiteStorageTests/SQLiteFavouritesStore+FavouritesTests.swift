import Foundation
import HongKongBus
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreFavouritesTests {
    @Test(arguments: StoreBackend.all) func addedFavouritesKeepTheirStopAndRoute(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")

        // when
        let stop = try await harness.add(StoreHarness.kmbStop, for: owner)
        let route = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, for: owner)

        // then
        #expect(stop.item == FavouriteItem(system: "hk-bus", kind: "stop", id: StoreHarness.kmbStop))
        #expect(route.item == FavouriteItem(system: "hk-bus", kind: "route-stop", id: StoreHarness.ctbStop, detail: "CTB:11:I:1"))
        #expect(BusFavourite(route.item) == BusFavourite(stopID: StoreHarness.ctbStop, route: StoreHarness.ctb11))
        #expect(route.createdAt == harness.now)
        let listed = try await harness.store.favourites(of: owner)
        #expect(listed == [stop, route])
        #expect(listed.map(\.position) == [0, 1])
    }

    @Test(arguments: StoreBackend.all) func addingTheSameFavouriteAgainReturnsTheExistingOne(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let stop = try await harness.add(StoreHarness.kmbStop, for: owner)
        let route = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, for: owner)

        // when
        let stopAgain = try await harness.add(StoreHarness.kmbStop, in: work.id, for: owner)
        let routeAgain = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, for: owner)

        // then
        #expect(stopAgain == stop)
        #expect(routeAgain == route)
        #expect(try await harness.rowCount("favourites") == 2)
    }

    @Test(arguments: StoreBackend.all) func anotherServiceTypeOrDirectionIsAnotherFavourite(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        var special = StoreHarness.kmb1
        special.serviceType = 2
        var inbound = StoreHarness.kmb1
        inbound.direction = .inbound

        // when
        for route in [StoreHarness.kmb1, special, inbound] {
            _ = try await harness.add(StoreHarness.kmbStop, route, for: owner)
        }

        // then
        let routes = try await harness.store.favourites(of: owner).map { BusFavourite($0.item)?.route }
        #expect(routes == [StoreHarness.kmb1, special, inbound])
    }

    @Test(arguments: StoreBackend.all) func itemsOfAnySystemAreKeptApartByEveryPartOfTheirIdentity(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let items = [
            FavouriteItem(system: "hk-bus", kind: "stop", id: "70012"),
            FavouriteItem(system: "caltrain", kind: "stop", id: "70012"),
            FavouriteItem(system: "caltrain", kind: "station-pair", id: "70012"),
            FavouriteItem(system: "caltrain", kind: "station-pair", id: "70012", detail: "70262"),
            FavouriteItem(system: "london-bikes", kind: "dock", id: "BikePoints_1"),
        ]

        // when
        for item in items {
            _ = try await harness.store.addFavourite(
                NewFavourite(item: item, label: "  Home "), for: .owner(owner), at: harness.now)
        }
        let again = try await harness.store.addFavourite(NewFavourite(item: items[3]), for: .owner(owner), at: harness.now)

        // then
        let listed = try await harness.store.favourites(of: owner)
        #expect(listed.map(\.item) == items)
        #expect(listed.map(\.label) == Array(repeating: "Home", count: items.count))
        #expect(again == listed[3])
    }

    @Test(
        arguments: StoreBackend.all,
        [
            Self.item(id: ""),
            Self.item(id: "0024 03"),
            Self.item(id: String(repeating: "A", count: 65)),
            Self.item(system: ""),
            Self.item(system: "HK-BUS"),
            Self.item(system: String(repeating: "a", count: 33)),
            Self.item(kind: "route stop"),
            Self.item(detail: ""),
            Self.item(detail: "KMB/1"),
            Self.item(detail: String(repeating: "1", count: 65)),
            NewFavourite(item: Self.item().item, label: String(repeating: "x", count: 81)),
            NewFavourite(item: Self.item().item, label: "Home\u{7}"),
        ])
    func malformedFavouritesAreRefusedWithoutChange(backend: StoreBackend, favourite: NewFavourite) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        _ = try await harness.add(StoreHarness.kmbStop, for: owner)
        let before = try await harness.snapshot(of: owner)

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.addFavourite(favourite, for: .owner(owner), at: harness.now)
        }

        // then
        #expect(error?.httpStatus == 400)
        #expect(try await harness.snapshot(of: owner) == before)
    }

    @Test(arguments: StoreBackend.all) func addingIntoAnUnknownCategoryIsNotFound(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")

        // when / then
        await #expect(throws: FavouritesError.notFound("category")) {
            try await harness.add(StoreHarness.kmbStop, in: FavouriteCategory.ID(999), for: owner)
        }
        #expect(try await harness.rowCount("favourites") == 0)
    }

    @Test(arguments: StoreBackend.all) func favouritesListUncategorisedFirstThenByCategoryPosition(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let home = try await harness.category("Home", for: owner)
        let atHome = try await harness.add(StoreHarness.kmbStop, in: home.id, for: owner)
        let atWork = try await harness.add(StoreHarness.ctbStop, in: work.id, for: owner)
        let loose = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, for: owner)
        let alsoAtWork = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, in: work.id, for: owner)
        #expect(try await harness.favouriteIDs(of: owner) == [loose.id, atWork.id, alsoAtWork.id, atHome.id])

        // when
        try await harness.store.reorderCategories([home.id, work.id], for: owner)

        // then
        #expect(try await harness.favouriteIDs(of: owner) == [loose.id, atHome.id, atWork.id, alsoAtWork.id])
    }

    @Test(arguments: StoreBackend.all) func deletingAFavouriteClosesTheGap(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let first = try await harness.add(StoreHarness.kmbStop, for: owner)
        let second = try await harness.add(StoreHarness.ctbStop, for: owner)
        let third = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, for: owner)

        // when
        try await harness.store.deleteFavourite(second.id, for: owner)

        // then
        let favourites = try await harness.store.favourites(of: owner)
        #expect(favourites.map(\.id) == [first.id, third.id])
        #expect(favourites.map(\.position) == [0, 1])
        await #expect(throws: FavouritesError.notFound("favourite")) {
            try await harness.store.deleteFavourite(second.id, for: owner)
        }
    }

    @Test(arguments: StoreBackend.all) func movingToACategoryInsertsAtThePositionAndClosesTheGapBehind(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let a = try await harness.add(StoreHarness.kmbStop, for: owner)
        let b = try await harness.add(StoreHarness.ctbStop, for: owner)
        let c = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, in: work.id, for: owner)
        let d = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, in: work.id, for: owner)

        // when
        let moved = try await harness.store.moveFavourite(a.id, to: work.id, at: 1, for: owner)

        // then
        #expect(moved.categoryID == work.id)
        #expect(moved.position == 1)
        let favourites = try await harness.store.favourites(of: owner)
        #expect(favourites.map(\.id) == [b.id, c.id, a.id, d.id])
        #expect(favourites.map(\.position) == [0, 0, 1, 2])
    }

    @Test(arguments: StoreBackend.all) func movingWithinACategoryOrPastTheEnd(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let a = try await harness.add(StoreHarness.kmbStop, for: owner)
        let b = try await harness.add(StoreHarness.ctbStop, for: owner)
        let c = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, for: owner)

        // when
        _ = try await harness.store.moveFavourite(c.id, to: nil, at: 0, for: owner)
        let last = try await harness.store.moveFavourite(b.id, to: nil, at: 99, for: owner)

        // then
        #expect(try await harness.favouriteIDs(of: owner) == [c.id, a.id, b.id])
        #expect(last.position == 2)
    }

    @Test(arguments: StoreBackend.all) func movingToUncategorisedWithoutAPositionAppends(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let a = try await harness.add(StoreHarness.kmbStop, in: work.id, for: owner)
        let b = try await harness.add(StoreHarness.ctbStop, for: owner)

        // when
        let moved = try await harness.store.moveFavourite(a.id, to: nil, at: nil, for: owner)

        // then
        #expect(moved.categoryID == nil)
        #expect(try await harness.favouriteIDs(of: owner) == [b.id, a.id])
    }

    @Test(arguments: StoreBackend.all) func movingToANegativePositionIsRefused(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let a = try await harness.add(StoreHarness.kmbStop, for: owner)

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.moveFavourite(a.id, to: nil, at: -1, for: owner)
        }

        // then
        #expect(error?.field == "position")
    }

    @Test(arguments: StoreBackend.all) func reorderingPutsACategorysFavouritesInTheGivenOrder(backend: StoreBackend) async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let loose = try await harness.add(StoreHarness.ctbStop, for: owner)
        let a = try await harness.add(StoreHarness.kmbStop, in: work.id, for: owner)
        let b = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, in: work.id, for: owner)
        let c = try await harness.add(StoreHarness.ctbStop, StoreHarness.ctb11, in: work.id, for: owner)

        // when
        try await harness.store.reorderFavourites([c.id, a.id, b.id], in: work.id, for: owner)

        // then
        let favourites = try await harness.store.favourites(of: owner)
        #expect(favourites.map(\.id) == [loose.id, c.id, a.id, b.id])
        #expect(favourites.map(\.position) == [0, 0, 1, 2])
    }

    @Test(arguments: StoreBackend.all) func reorderingMustListEveryFavouriteOfTheCategoryOnce(backend: StoreBackend) async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let work = try await harness.category("Work", for: owner)
        let loose = try await harness.add(StoreHarness.ctbStop, for: owner)
        let a = try await harness.add(StoreHarness.kmbStop, in: work.id, for: owner)
        let b = try await harness.add(StoreHarness.kmbStop, StoreHarness.kmb1, in: work.id, for: owner)
        let before = try await harness.snapshot(of: owner)

        // when / then
        for ids in [[a.id], [a.id, a.id], [b.id, a.id, loose.id]] {
            let error = await #expect(throws: FavouritesError.self) {
                try await harness.store.reorderFavourites(ids, in: work.id, for: owner)
            }
            #expect(error?.field == "ids")
        }
        #expect(try await harness.snapshot(of: owner) == before)
    }

    @Test(arguments: StoreBackend.all) func anOwnerKeepsAtMostTwoHundredFavourites(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        for index in 0..<FavouritesLimits.favourites {
            _ = try await harness.add(String(format: "%06d", index), for: owner)
        }

        // when / then
        await #expect(throws: FavouritesError.limitReached("favourites", limit: 200)) {
            try await harness.add(StoreHarness.kmbStop, for: owner)
        }
        let existing = try await harness.add("000007", for: owner)
        #expect(existing.position == 7)
        #expect(try await harness.rowCount("favourites") == 200)
    }

    private static func item(
        system: String = "hk-bus", kind: String = "route-stop", id: String = StoreHarness.ctbStop,
        detail: String? = "CTB:11:I:1"
    ) -> NewFavourite {
        NewFavourite(item: FavouriteItem(system: system, kind: kind, id: id, detail: detail))
    }
}
