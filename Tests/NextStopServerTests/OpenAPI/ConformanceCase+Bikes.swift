import Bikes
import Foundation
import HummingbirdTesting
import Testing

extension ConformanceCase {
    /// The simulated docks every conformance server with bikes serves.
    static let docks = BikesHarness.snapshot()

    /// London's docks near a point, by name and by id, and a device's favourite docks.
    static let bikes = [
        ConformanceCase(.get, "/api/v1/bikes/london/near?lat=51.508&lon=-0.12&limit=3", expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/near?lat=91&lon=-0.12", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/bikes/london/near?lat=51.5&lon=-0.1", in: .noBikes, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/bikes/london/near?lat=51.5&lon=-0.1"),
        ConformanceCase(.get, "/api/v1/bikes/london/search?q=waterloo", expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/search?q=waterloo&near=51.5031,-0.1123", expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/search", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/bikes/london/search?q=waterloo", in: .noBikes, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/bikes/london/search?q=waterloo"),
        ConformanceCase(.get, "/api/v1/bikes/london/docks/BikePoints_1", expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/docks/BikePoints_9999", expect: .notFound),
        ConformanceCase(.get, "/api/v1/bikes/london/docks/BikePoints_1", in: .noBikes, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/bikes/london/docks/BikePoints_1"),
        ConformanceCase(.get, "/api/v1/bikes/london/favourites?sort=name", as: .alice, in: .bikeFavouriteSaved, expect: .ok),
        ConformanceCase(
            .get, "/api/v1/bikes/london/favourites?near=51.5,-0.1", as: .alice, in: .bikeFavouriteSaved, expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/favourites", expect: .ok),
        ConformanceCase(.get, "/api/v1/bikes/london/favourites?sort=height", as: .alice, expect: .badRequest),
        ConformanceCase(.get, "/api/v1/bikes/london/favourites", as: .alice, in: .noBikes, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/bikes/london/favourites"),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites", .json(#"{"dock_id":"BikePoints_1"}"#), as: .alice, expect: .created),
        ConformanceCase(.post, "/api/v1/bikes/london/favourites", .json(#"{"label":"home"}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites", .json(#"{"dock_id":"BikePoints_9999"}"#), as: .alice, expect: .notFound),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites", .json(#"{"dock_id":"BikePoints_1"}"#), as: .alice, in: .noBikes,
            expect: .serviceUnavailable),
        .rateLimited(.post, "/api/v1/bikes/london/favourites"),
        ConformanceCase(
            .delete, "/api/v1/bikes/london/favourites/{alice.dock}", as: .alice, in: .bikeFavouriteSaved, expect: .noContent),
        ConformanceCase(.delete, "/api/v1/bikes/london/favourites/abc", as: .alice, expect: .badRequest),
        ConformanceCase(.delete, "/api/v1/bikes/london/favourites/{bob.favourite}", as: .alice, expect: .notFound),
        .rateLimited(.delete, "/api/v1/bikes/london/favourites/1"),
        ConformanceCase(
            .put, "/api/v1/bikes/london/favourites/{alice.dock}/alerts", .json(#"{"bikes":40,"ebikes":null,"spaces":2}"#),
            as: .alice, in: .bikeFavouriteSaved, expect: .noContent),
        ConformanceCase(
            .put, "/api/v1/bikes/london/favourites/{alice.dock}/alerts", .json(#"{"bikes":51}"#), as: .alice,
            in: .bikeFavouriteSaved, expect: .badRequest),
        ConformanceCase(
            .put, "/api/v1/bikes/london/favourites/{bob.favourite}/alerts", .json(#"{"bikes":1}"#), as: .alice,
            expect: .notFound),
        ConformanceCase(
            .put, "/api/v1/bikes/london/favourites/1/alerts", .json(#"{"bikes":1}"#), as: .alice, in: .noBikes,
            expect: .serviceUnavailable),
        .rateLimited(.put, "/api/v1/bikes/london/favourites/1/alerts"),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites/reorder?sort=manual", .json(#"{"ids":[{alice.dock}]}"#), as: .alice,
            in: .bikeFavouriteSaved, expect: .ok),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites/reorder", .json(#"{"ids":[]}"#), as: .alice, in: .bikeFavouriteSaved,
            expect: .badRequest),
        ConformanceCase(.post, "/api/v1/bikes/london/favourites/reorder", .json(#"{"ids":[]}"#), expect: .notFound),
        ConformanceCase(
            .post, "/api/v1/bikes/london/favourites/reorder", .json(#"{"ids":[]}"#), as: .alice, in: .noBikes,
            expect: .serviceUnavailable),
        .rateLimited(.post, "/api/v1/bikes/london/favourites/reorder"),
    ]
}

extension ConformanceScenario {
    /// Saves `BikePoints_1` for Alice and names its favourite id `{alice.dock}`.
    static func saveAlicesDock(in world: ConformanceWorld, client: some TestClientProtocol) async throws -> ConformanceWorld {
        let saved = try await client.send(
            .post, "/api/v1/bikes/london/favourites", json: #"{"dock_id":"BikePoints_1"}"#, as: .alice)
        let favourites = try #require(try jsonObject(saved)["favourites"] as? [[String: Any]])
        let id = try #require(favourites.first?["favourite_id"] as? Int)
        return ConformanceWorld(values: world.values.merging(["{alice.dock}": String(id)]) { _, new in new })
    }
}
