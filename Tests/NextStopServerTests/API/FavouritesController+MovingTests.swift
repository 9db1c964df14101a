import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct FavouritesControllerMovingTests {
    @Test func favouriteMovesIntoACategoryAndBack() async throws {
        try await ServerHarness().test { client in
            // given an uncategorised favourite and a category holding another
            let work = try await client.addCategory("Work", as: .alice)
            let filed = try await client.addFavourite(ServerHarness.northStop, category: work, as: .alice)
            let loose = try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            // when the loose one is filed first in the category
            let moved = try await client.send(
                .patch, "/api/v1/favourites/\(loose)", json: #"{"category_id":\#(work),"position":0}"#, as: .alice)
            // then
            #expect(moved.status == .ok)
            #expect(try moved.decode(FavouritesBody.Favourite.self).categoryID == work)
            #expect(try await client.favourites(of: .alice).favourites.map(\.id) == [loose, filed])
            // when it is taken out again
            let back = try await client.send(.patch, "/api/v1/favourites/\(loose)", json: #"{"category_id":null}"#, as: .alice)
            // then it is uncategorised, listed first
            #expect(back.status == .ok)
            let list = try await client.favourites(of: .alice).favourites
            #expect(list.map(\.id) == [loose, filed])
            #expect(list.map(\.categoryID) == [nil, work])
        }
    }

    @Test func movingIntoAnotherDevicesCategoryIs404AndChangesNothing() async throws {
        try await ServerHarness().test { client in
            // given
            let bobs = try await client.addCategory("Bob's", as: .bob)
            let alices = try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            // when
            let response = try await client.send(
                .patch, "/api/v1/favourites/\(alices)", json: #"{"category_id":\#(bobs)}"#, as: .alice)
            // then
            #expect(response.status == .notFound)
            #expect(try await client.favourites(of: .alice).favourites.map(\.categoryID) == [nil])
        }
    }

    @Test func negativePositionIs400() async throws {
        try await ServerHarness().test { client in
            // given
            let id = try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            // when
            let response = try await client.send(
                .patch, "/api/v1/favourites/\(id)", json: #"{"category_id":null,"position":-1}"#, as: .alice)
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "position")
        }
    }

    @Test func categoriesAreReordered() async throws {
        try await ServerHarness().test { client in
            // given
            let home = try await client.addCategory("Home", as: .alice)
            let work = try await client.addCategory("Work", as: .alice)
            // when
            let response = try await client.send(
                .post, "/api/v1/categories/reorder", json: #"{"ids":[\#(work),\#(home)]}"#, as: .alice)
            // then
            #expect(response.status == .ok)
            #expect(try response.decode(FavouritesBody.self).categories.map(\.name) == ["Work", "Home"])
        }
    }

    @Test func reorderingCategoriesMustListEveryOne() async throws {
        try await ServerHarness().test { client in
            // given
            let home = try await client.addCategory("Home", as: .alice)
            _ = try await client.addCategory("Work", as: .alice)
            // when
            let response = try await client.send(
                .post, "/api/v1/categories/reorder", json: #"{"ids":[\#(home)]}"#, as: .alice)
            // then
            #expect(response.status == .badRequest)
            #expect(try await client.favourites(of: .alice).categories.map(\.name) == ["Home", "Work"])
        }
    }
}
