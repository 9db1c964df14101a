import Foundation
import HummingbirdTesting
import NextStopServer
import Testing

/// The London bikes web section, rendered on the server.
struct BikesPagesTests {
    @Test(arguments: [
        "/bikes", "/bikes/map", "/bikes/map?z=5&c=51.508,-0.128", "/bikes/watch", "/bikes/about", "/bikes/docks/BikePoints_1",
    ])
    func everyPageRenders(_ path: String) async throws {
        try await BikesHarness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.text.contains("</html>"))
        }
    }

    @Test func theFavouritesListsTheDevicesDocksAsDonuts() async throws {
        try await BikesHarness().test { client in
            let saved = try await client.send(.post, "/api/v1/bikes/favourites", json: #"{"dock_id":"BikePoints_2"}"#)
            let cookie = try #require(saved.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            let page = try await client.send(.get, "/bikes?sort=manual", cookie: cookie)
            #expect(page.text.contains("data-dock=\"BikePoints_2\""))
            #expect(page.text.contains("class=\"donut\""))
            let live = try await client.send(.get, "/bikes?sort=manual&partial=1", cookie: cookie)
            #expect(live.text.contains("data-dock=\"BikePoints_2\"") && !live.text.contains("<html"))
        }
    }

    @Test func aFrozenFeedIsABanner() async throws {
        try await BikesHarness(frozen: true).test { client in
            let page = try await client.get("/bikes")
            #expect(page.text.contains("class=\"banner frozen\""))
        }
    }

    @Test func zoomedOutDocksAreClusteredAndZoomedInTheyArePins() async throws {
        try await BikesHarness().test { client in
            let city = try await client.get("/bikes/map").text
            #expect(city.contains("class=\"cluster\"") && city.contains("class=\"thames\""))
            let street = try await client.get("/bikes/map?z=5&c=51.508,-0.128").text
            #expect(street.contains("class=\"pin") && !street.contains("class=\"cluster\""))
        }
    }

    @Test func anUnknownDockIs404AndNoCountsIs503() async throws {
        try await BikesHarness().test { client in
            let page = try await client.get("/bikes/docks/BikePoints_9999")
            #expect(page.status == .notFound)
        }
        try await BikesHarness(empty: true).test { client in
            let page = try await client.get("/bikes")
            #expect(page.status == .serviceUnavailable)
        }
    }
}

/// The map's tile layer, drawn only when a tile URL is configured.
struct BikesMapTilesTests {
    @Test func tilesAreDrawnUnderTheDocksOnlyWhenConfigured() async throws {
        let harness = try BikesHarness()
        try await harness.test { client in
            let map = try await client.get("/bikes/map").text
            #expect(!map.contains("<image"))
        }
        var dependencies = harness.base.dependencies
        dependencies.bikes = harness.feed
        dependencies.mapTilesURL = "https://tiles.example/{z}/{x}/{y}.png?k=a&b"
        try await buildApplication(dependencies).test(.router) { client in
            let map = try await client.get("/bikes/map?z=3&c=51.508,-0.128").text
            #expect(map.contains("<image href=\"https://tiles.example/13/"))
            #expect(map.contains(".png?k=a&amp;b\""))
            #expect(map.range(of: "<image")!.lowerBound < map.range(of: "class=\"thames\"")!.lowerBound)
        }
    }
}
