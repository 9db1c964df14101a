import Bikes
import Foundation
import HummingbirdTesting
import Testing

struct BikeFavouritesControllerTests {
    private func favouriteIDs(_ response: TestResponse) throws -> [String] {
        try #require(try jsonObject(response)["favourites"] as? [[String: Any]]).compactMap {
            ($0["favourite_id"] as? Int).map(String.init)
        }
    }

    private func dockIDs(_ response: TestResponse) throws -> [String] {
        try #require(try jsonObject(response)["favourites"] as? [[String: Any]]).compactMap { $0["dock_id"] as? String }
    }

    private func save(_ dockID: String, _ client: any TestClientProtocol) async throws -> TestResponse {
        try await client.send(.post, "/api/v1/bikes/favourites", json: #"{"dock_id":"\#(dockID)"}"#, as: .alice)
    }

    @Test func savedDocksAreListedInTheOrderAsked() async throws {
        let harness = try BikesHarness()
        let docks = try #require(harness.feed.snapshot).docks
        let names = ["BikePoints_1", "BikePoints_2", "BikePoints_3"]
        try await harness.test { client in
            for id in names { #expect(try await save(id, client).status == .created) }
            let manual = try await client.get("/api/v1/bikes/favourites?sort=manual", as: .alice)
            #expect(try dockIDs(manual) == names)
            let byName = try dockIDs(try await client.get("/api/v1/bikes/favourites?sort=name", as: .alice))
            let expected = names.sorted { left, right in
                let key = { (id: String) in
                    docks.first { $0.id == id }!.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                }
                return key(left) < key(right)
            }
            #expect(byName == expected)
            let near = try #require(docks.first { $0.id == "BikePoints_3" }).coordinate
            let byDistance = try await client.get(
                "/api/v1/bikes/favourites?near=\(near.latitude),\(near.longitude)", as: .alice)
            #expect(try dockIDs(byDistance).first == "BikePoints_3")
        }
    }

    @Test func theOrderArrangedByHandIsKept() async throws {
        try await BikesHarness().test { client in
            for id in ["BikePoints_1", "BikePoints_2", "BikePoints_3"] { _ = try await save(id, client) }
            let ids = try favouriteIDs(try await client.get("/api/v1/bikes/favourites?sort=manual", as: .alice))
            let reordered = [ids[2], ids[0], ids[1]]
            let response = try await client.send(
                .post, "/api/v1/bikes/favourites/reorder?sort=manual", json: #"{"ids":[\#(reordered.joined(separator: ","))]}"#,
                as: .alice)
            #expect(response.status == .ok)
            #expect(try favouriteIDs(try await client.get("/api/v1/bikes/favourites?sort=manual", as: .alice)) == reordered)
            let partial = try await client.send(
                .post, "/api/v1/bikes/favourites/reorder", json: #"{"ids":[\#(ids[0])]}"#, as: .alice)
            #expect(partial.status == .badRequest)
        }
    }

    @Test func aFavouriteIsRemovedAndAnUnknownDockCannotBeSaved() async throws {
        try await BikesHarness().test { client in
            _ = try await save("BikePoints_1", client)
            let id = try #require(try favouriteIDs(try await client.get("/api/v1/bikes/favourites", as: .alice)).first)
            #expect(try await client.send(.delete, "/api/v1/bikes/favourites/\(id)", as: .alice).status == .noContent)
            #expect(try favouriteIDs(try await client.get("/api/v1/bikes/favourites", as: .alice)).isEmpty)
            #expect(try await save("BikePoints_9999", client).status == .notFound)
            #expect(try await client.get("/api/v1/bikes/favourites?sort=height", as: .alice).status == .badRequest)
        }
    }

    @Test func anAlertFiresOnceWhenAFavouriteRunsShortNotEveryPoll() async throws {
        let harness = try BikesHarness()
        let snapshot = try #require(harness.feed.snapshot)
        // a usable dock with spaces: at level 50 every count is a shortage
        let dock = try #require(snapshot.docks.first { $0.isUsable && ($0.counts.spaces ?? 0) > 0 })
        try await harness.test { client in
            let id = try #require(try favouriteIDs(try await save(dock.id, client)).first)
            let set = try await client.send(
                .put, "/api/v1/bikes/favourites/\(id)/alerts", json: #"{"bikes":50,"ebikes":null,"spaces":50}"#,
                as: .alice)
            #expect(set.status == .noContent)
            let first = try jsonObject(try await client.get("/api/v1/bikes/favourites", as: .alice))
            let alerts = try #require(first["alerts"] as? [[String: Any]])
            #expect(alerts.map { $0["missing"] as? String } == ["bikes", "spaces"])
            #expect(alerts.map { $0["threshold"] as? Int } == [50, 50])
            #expect(alerts.allSatisfy { ($0["alternatives"] as? [Any])?.isEmpty == true })
            let again = try jsonObject(try await client.get("/api/v1/bikes/favourites", as: .alice))
            #expect((again["alerts"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func eachFavouriteKeepsItsOwnLevelsPerKind() async throws {
        try await BikesHarness().test { client in
            _ = try await save("BikePoints_1", client)
            let ids = try favouriteIDs(try await save("BikePoints_2", client))
            let set = try await client.send(
                .put, "/api/v1/bikes/favourites/\(ids[1])/alerts", json: #"{"bikes":3,"spaces":7}"#, as: .alice)
            #expect(set.status == .noContent)
            let listed = try #require(
                try jsonObject(try await client.get("/api/v1/bikes/favourites?sort=manual", as: .alice))["favourites"]
                    as? [[String: Any]])
            let levels = listed.map { $0["alert_at"] as? [String: Any] }
            #expect(levels[0]?["bikes"] as? Int == 0 && levels[0]?["ebikes"] as? Int == 0)
            #expect(levels[1]?["bikes"] as? Int == 3 && levels[1]?["ebikes"] is NSNull && levels[1]?["spaces"] as? Int == 7)
        }
    }

    @Test func aLevelOutOfRangeOrAnotherOwnersFavouriteChangesNothing() async throws {
        try await BikesHarness().test { client in
            let id = try #require(try favouriteIDs(try await save("BikePoints_1", client)).first)
            let refused = try await client.send(
                .put, "/api/v1/bikes/favourites/\(id)/alerts", json: #"{"bikes":2,"spaces":51}"#, as: .alice)
            #expect(refused.status == .badRequest)
            #expect(try jsonObject(refused).description.contains("spaces must be 0 to 50"))
            let stranger = try await client.send(
                .put, "/api/v1/bikes/favourites/\(id)/alerts", json: #"{"bikes":2}"#, as: .bob)
            #expect(stranger.status == .notFound)
            let listed = try #require(
                try jsonObject(try await client.get("/api/v1/bikes/favourites", as: .alice))["favourites"]
                    as? [[String: Any]])
            #expect((listed.first?["alert_at"] as? [String: Any])?["bikes"] as? Int == 0)
        }
    }

    @Test func bikesFavouritesLiveInTheSharedStoreBesideTheBusOnes() async throws {
        let harness = try BikesHarness()
        try await harness.test { client in
            _ = try await save("BikePoints_1", client)
            let list = try jsonObject(try await client.get("/api/v1/favourites", as: .alice))
            #expect((list["favourites"] as? [Any])?.isEmpty == true)
        }
        let owner = try #require(try await harness.base.store.owner(ofDevice: Device.alice.tokenHash))
        let saved = try await harness.base.store.favourites(of: owner)
        #expect(saved.map(\.item) == [BikeFavourite(system: "london-bikes", dockID: "BikePoints_1").item])
    }
}
