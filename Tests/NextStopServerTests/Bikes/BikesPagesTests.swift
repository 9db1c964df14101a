import Foundation
import HummingbirdTesting
import NextStopServer
import Testing

/// The London bikes web section, rendered on the server.
struct BikesPagesTests {
    @Test(arguments: [
        "/bikes", "/bikes/map", "/bikes/map?z=15&c=51.508,-0.128", "/bikes/watch", "/bikes/about", "/bikes/docks/BikePoints_1",
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

    @Test func theMapPageNamesTheFeedsItsScriptDrawsAndItsLivePartIsTheFeedsState() async throws {
        try await BikesHarness(frozen: true).test { client in
            let page = try await client.get("/bikes/map").text
            #expect(page.contains("id=\"map\" class=\"map\" data-gbfs=\"/gbfs/london\""))
            #expect(page.contains("src=\"/assets/bikes-map.js?v="))
            let live = try await client.get("/bikes/map?partial=1").text
            #expect(live.contains("class=\"banner frozen\"") && !live.contains("<html"))
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

/// The tiles every map is drawn on, named to the page's script and allowed by its policy.
struct BikesMapTilesTests {
    @Test func thePageCarriesTheConfiguredTilesAndTheirCreditAndItsPolicyAllowsTheirHost() async throws {
        let harness = try BikesHarness()
        try await harness.test { client in
            let response = try await client.get("/bikes/map")
            #expect(response.text.contains("data-map-tiles=\"https://tile.openstreetmap.org/{z}/{x}/{y}.png\""))
            #expect(response.text.contains("data-map-attribution=\"© OpenStreetMap contributors\""))
            #expect(response.header(.contentSecurityPolicy)?.contains("img-src 'self' https://tile.openstreetmap.org;") == true)
        }
        var dependencies = harness.base.dependencies
        dependencies.bikes = harness.feed
        dependencies.maps = try MapSettings(tiles: "https://{s}.tiles.example:8443/{z}/{x}/{y}.png?k=a&b", attribution: "<Tiles>")
        try await buildApplication(dependencies).test(.router) { client in
            let response = try await client.get("/bikes/map")
            #expect(response.text.contains("data-map-tiles=\"https://{s}.tiles.example:8443/{z}/{x}/{y}.png?k=a&amp;b\""))
            #expect(response.text.contains("data-map-attribution=\"&lt;Tiles&gt;\" data-map-attribution-url=\"\""))
            #expect(response.header(.contentSecurityPolicy)?.contains("img-src 'self' https://*.tiles.example:8443;") == true)
        }
    }
}
