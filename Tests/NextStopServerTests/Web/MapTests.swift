import Foundation
import HummingbirdTesting
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// The map settings every section's map reads, the policy built from them, and Leaflet served from its installed
/// folder.
@Suite struct MapSettingsTests {
    @Test func withoutSettingsTheMapIsOpenStreetMapsCreditedAndLeafletIsDebians() throws {
        let maps = try MapSettings()
        #expect(maps == .standard)
        #expect(maps.tileSource == "https://tile.openstreetmap.org")
        #expect(maps.attribution == "© OpenStreetMap contributors")
        #expect(maps.attributionURL == "https://www.openstreetmap.org/copyright")
        #expect(maps.leafletFolder.path == "/usr/share/javascript/leaflet")
    }

    @Test func otherTilesAreCreditedOnlyAsGivenAndASubdomainIsAnyInThePolicy() throws {
        let maps = try MapSettings(tiles: "http://{s}.tiles.example:8080/base/{z}/{x}/{y}{r}.png")
        #expect(maps.attribution.isEmpty && maps.attributionURL.isEmpty)
        #expect(maps.tileSource == "http://*.tiles.example:8080")
    }

    @Test(arguments: [
        "https://tiles.example/{z}/{x}.png", "ftp://tiles.example/{z}/{x}/{y}.png", "/tiles/{z}/{x}/{y}.png", "{z}{x}{y}",
    ])
    func aTemplateThatCannotBeATileURLIsRefused(template: String) {
        #expect(throws: MapSettings.Invalid.self) { try MapSettings(tiles: template) }
    }
}

@Suite struct MapServingTests {
    @Test func everyHTMLAnswerCarriesThePolicyErrorPagesIncludedAndJSONDoesNot() async throws {
        try await ServerHarness().test { client in
            let missing = try await client.execute(uri: "/no/such/page", method: .get, headers: [.accept: "text/html"])
            #expect(missing.status == .notFound)
            #expect(missing.header(.contentSecurityPolicy)?.hasPrefix("default-src 'self'; img-src 'self' https://tile") == true)
            let api = try await client.get("/api/v1/routes?q=1")
            #expect(api.header(.contentSecurityPolicy) == nil)
        }
    }

    @Test func leafletIsServedFromItsFolderOnlyTheFilesTheMapLoads() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("window.L = {};".utf8).write(to: folder.url.appendingPathComponent("leaflet.js"))
        try Data([0x89, 0x50]).write(to: folder.url.appendingPathComponent("images/layers.png"))
        try Data("secret".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))
        var dependencies = try ServerHarness().dependencies
        dependencies.maps = try MapSettings(leafletFolder: folder.url.path)
        try await buildApplication(dependencies).test(.router) { client in
            let script = try await client.get("/assets/leaflet/leaflet.js")
            #expect(script.status == .ok && script.text == "window.L = {};")
            #expect(script.header(.contentType) == "text/javascript; charset=utf-8")
            let image = try await client.get("/assets/leaflet/images/layers.png")
            #expect(image.header(.contentType) == "image/png")
            for unlisted in ["/assets/leaflet/notes.txt", "/assets/leaflet/leaflet.css"] {
                #expect(try await client.get(unlisted).status == .notFound)
            }
        }
    }

    @Test func withoutLeafletInstalledItsAddressesAre404AndTheMapPageStillRenders() async throws {
        let harness = try BikesHarness()
        var dependencies = harness.base.dependencies
        dependencies.bikes = harness.feed
        dependencies.maps = try MapSettings(leafletFolder: "/nonexistent/leaflet")
        try await buildApplication(dependencies).test(.router) { client in
            let script = try await client.get("/assets/leaflet/leaflet.js")
            #expect(script.status == .notFound)
            let page = try await client.get("/bikes/map")
            #expect(page.status == .ok && page.text.contains("id=\"map\""))
        }
    }
}
