import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct FavouritesControllerTests {
    private let stop = ServerHarness.kmbStop

    @Test func addedFavouritesAreListedInOrder() async throws {
        try await ServerHarness().test { client in
            // given a stop and a route at a stop saved
            try await client.addFavourite(stop, as: .alice)
            try await client.addFavourite(ServerHarness.northStop, route: "KMB:1:O:1", as: .alice)
            // when
            let list = try await client.favourites(of: .alice)
            // then
            #expect(list.favourites.map(\.stopID) == [stop, ServerHarness.northStop])
            #expect(list.favourites.map(\.routeKey) == [nil, "KMB:1:O:1"])
        }
    }

    @Test func aWholeStopFavouriteSaysWhichWayItsBusesGo() async throws {
        try await ServerHarness().test { client in
            // given the whole stop saved, and route 1 at the same stop
            try await client.addFavourite(stop, as: .alice)
            try await client.addFavourite(stop, route: "KMB:1:O:1", as: .alice)
            // when
            let list = try await client.favourites(of: .alice)
            // then the whole stop heads to Star Ferry, as stop search says; the route card has its destination instead
            #expect(list.favourites.first?.towards?["en"] == "Star Ferry")
            #expect(list.favourites.last?.towards == nil)
        }
    }

    @Test func deletedFavouriteIsGone() async throws {
        try await ServerHarness().test { client in
            // given
            let id = try await client.addFavourite(stop, as: .alice)
            // when
            let response = try await client.send(.delete, "/api/v1/favourites/\(id)", as: .alice)
            // then
            #expect(response.status == .noContent)
            #expect(try await client.favourites(of: .alice).favourites.isEmpty)
        }
    }

    @Test func reorderPutsFavouritesInTheGivenOrder() async throws {
        try await ServerHarness().test { client in
            // given two favourites
            let first = try await client.addFavourite(stop, as: .alice)
            let second = try await client.addFavourite(ServerHarness.citybusStop, as: .alice)
            // when
            let response = try await client.send(
                .post, "/api/v1/favourites/reorder", json: #"{"ids":[\#(second),\#(first)]}"#, as: .alice)
            // then
            #expect(response.status == .ok)
            #expect(try response.decode(FavouritesBody.self).favourites.map(\.id) == [second, first])
        }
    }

    @Test func categoriesAreCreatedRenamedAndDeleted() async throws {
        try await ServerHarness().test { client in
            // given a category holding a favourite
            let work = try await client.addCategory("Work", as: .alice)
            try await client.addFavourite(stop, category: work, as: .alice)
            // when renamed
            let renamed = try await client.send(
                .patch, "/api/v1/categories/\(work)", json: #"{"name":"Office"}"#, as: .alice)
            // then
            #expect(renamed.status == .ok)
            #expect(try await client.favourites(of: .alice).categories.map(\.name) == ["Office"])
            // when deleted
            let deleted = try await client.send(.delete, "/api/v1/categories/\(work)", as: .alice)
            // then its favourite stays, uncategorised
            #expect(deleted.status == .noContent)
            let list = try await client.favourites(of: .alice)
            #expect(list.categories.isEmpty)
            #expect(list.favourites.map(\.categoryID) == [nil])
        }
    }

    @Test func duplicateCategoryNameIs409() async throws {
        try await ServerHarness().test { client in
            // given
            _ = try await client.addCategory("Work", as: .alice)
            // when
            let response = try await client.send(.post, "/api/v1/categories", json: #"{"name":"work"}"#, as: .alice)
            // then
            #expect(response.status == .conflict)
            #expect(try response.errorField == "name")
        }
    }

    @Test func anotherDeviceCannotSeeOrChangeTheList() async throws {
        try await ServerHarness().test { client in
            // given Alice's favourite and category
            let id = try await client.addFavourite(stop, as: .alice)
            let work = try await client.addCategory("Work", as: .alice)
            // when Bob looks, deletes, reorders and renames
            let list = try await client.favourites(of: .bob)
            let delete = try await client.send(.delete, "/api/v1/favourites/\(id)", as: .bob)
            let reorder = try await client.send(
                .post, "/api/v1/favourites/reorder", json: #"{"ids":[\#(id)]}"#, as: .bob)
            let rename = try await client.send(.patch, "/api/v1/categories/\(work)", json: #"{"name":"X"}"#, as: .bob)
            let file = try await client.send(
                .post, "/api/v1/favourites", json: #"{"stop_id":"\#(stop)","category_id":\#(work)}"#, as: .bob)
            // then Bob sees nothing and every change is 404
            #expect(list.favourites.isEmpty && list.categories.isEmpty)
            #expect([delete, reorder, rename, file].map(\.status) == [.notFound, .notFound, .notFound, .notFound])
            // and Alice's list is untouched
            let alice = try await client.favourites(of: .alice)
            #expect(alice.favourites.map(\.id) == [id])
            #expect(alice.categories.map(\.name) == ["Work"])
        }
    }

    @Test(arguments: [
        (#"{"stop_id":"NOSUCHSTOP000000"}"#, HTTPResponse.Status.notFound, "stop_id" as String?),
        (#"{"stop_id":"\#(ServerHarness.kmbStop)","route_key":"KMB-1"}"#, .badRequest, "route_key"),
        (#"{"stop_id":"\#(ServerHarness.kmbStop)","route_key":"KMB:9:O:1"}"#, .notFound, "route_key"),
        (#"{"stop_id":"\#(ServerHarness.citybusStop)","route_key":"KMB:1:O:1"}"#, .badRequest, "route_key"),
        (#"{"route_key":"KMB:1:O:1"}"#, .badRequest, "stop_id"),
        (#"{"stop_id":"\#(ServerHarness.kmbStop)","category_id":999}"#, .notFound, nil),
    ])
    func badFavouriteIsRefusedNamingTheField(body: String, status: HTTPResponse.Status, field: String?) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.post, "/api/v1/favourites", json: body, as: .alice)
            // then
            #expect(response.status == status)
            #expect(try response.errorField == field)
        }
    }

    @Test(arguments: [
        (
            HTTPRequest.Method.delete, "/api/v1/favourites/abc", nil as String?, HTTPResponse.Status.badRequest,
            "id" as String?
        ),
        (.delete, "/api/v1/favourites/12345", nil, .notFound, nil),
        (.delete, "/api/v1/categories/x1", nil, .badRequest, "id"),
        (.post, "/api/v1/categories", #"{"name":"  "}"#, .badRequest, "name"),
        (.post, "/api/v1/categories", #"{"title":"Work"}"#, .badRequest, "name"),
        (.post, "/api/v1/favourites/reorder", #"{"ids":"1"}"#, .badRequest, "ids"),
    ])
    func badIdsAndBodiesAreRefused(
        method: HTTPRequest.Method, uri: String, body: String?, status: HTTPResponse.Status, field: String?
    ) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(method, uri, json: body, as: .alice)
            // then
            #expect(response.status == status)
            #expect(try response.errorField == field)
        }
    }
}
