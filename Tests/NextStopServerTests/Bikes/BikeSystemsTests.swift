import Bikes
import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// A server with two bike systems: London (TfL, simulated) first, then Oslo read from the simulator's GBFS 3.0 feeds.
struct BikeSystemsTests {
    private func harness(osloEmpty: Bool = false) async throws -> BikesHarness {
        var harness = try BikesHarness()
        harness.more = [try await SimulatedOslo.system(empty: osloEmpty)]
        return harness
    }

    private func dockIDs(_ response: TestResponse, key: String = "docks", id: String = "id") throws -> [String] {
        try #require(try jsonObject(response)[key] as? [[String: Any]]).compactMap { $0[id] as? String }
    }

    @Test func eachSystemAnswersUnderItsIDAndTheFirstAlsoWithout() async throws {
        try await harness().test { client in
            let oslo = try dockIDs(try await client.get("/api/v1/bikes/oslo/near?lat=59.913&lon=10.75&limit=3"))
            #expect(oslo.count == 3)
            #expect(oslo.allSatisfy { !$0.hasPrefix("BikePoints_") })
            let london = "/near?lat=51.5074&lon=-0.1278&limit=3"
            let canonical = try dockIDs(try await client.get("/api/v1/bikes/london\(london)"))
            #expect(canonical.allSatisfy { $0.hasPrefix("BikePoints_") })
            #expect(try dockIDs(try await client.get("/api/v1/bikes\(london)")) == canonical)
            let foreign = try await client.get("/api/v1/bikes/oslo/docks/BikePoints_1")
            #expect(foreign.status == .notFound)
            #expect(
                (try jsonObject(foreign)["error"] as? [String: Any])?["message"] as? String
                    == "dock BikePoints_1 is not in Oslo City Bike's list")
            #expect(try await client.get("/api/v1/bikes/paris/near?lat=48.85&lon=2.35").status == .notFound)
        }
    }

    @Test func aFavouriteBelongsToItsSystemAlone() async throws {
        try await harness().test { client in
            let osloDock = try #require(try dockIDs(try await client.get("/api/v1/bikes/oslo/near?lat=59.913&lon=10.75")).first)
            let saved = try await client.send(
                .post, "/api/v1/bikes/oslo/favourites", json: #"{"dock_id":"\#(osloDock)"}"#, as: .alice)
            #expect(saved.status == .created)
            #expect(try dockIDs(saved, key: "favourites", id: "dock_id") == [osloDock])
            let london = try await client.get("/api/v1/bikes/favourites", as: .alice)
            #expect(try dockIDs(london, key: "favourites", id: "dock_id").isEmpty)
            // London's docks are not Oslo's to save.
            let wrong = try await client.send(
                .post, "/api/v1/bikes/oslo/favourites", json: #"{"dock_id":"BikePoints_1"}"#, as: .alice)
            #expect(wrong.status == .notFound)
            // Reordering London's (none) leaves Oslo's alone.
            let reordered = try await client.send(.post, "/api/v1/bikes/favourites/reorder", json: #"{"ids":[]}"#, as: .alice)
            #expect(reordered.status == .ok)
            let oslo = try await client.get("/api/v1/bikes/oslo/favourites", as: .alice)
            #expect(try dockIDs(oslo, key: "favourites", id: "dock_id") == [osloDock])
        }
    }

    @Test func eachSystemIsPublishedAsGBFSUnderItsID() async throws {
        try await harness().test { client in
            let information = try await client.get("/gbfs/oslo/system_information.json")
            let data = try #require(try jsonObject(information)["data"] as? [String: Any])
            #expect(data["name"] as? String == "Oslo City Bike")
            #expect(data["timezone"] as? String == "Europe/Oslo")
            #expect(data["system_id"] as? String == "nextstop-oslo")
            let status = try await client.get("/gbfs/oslo/station_status.json")
            let stations = try #require((try jsonObject(status)["data"] as? [String: Any])?["stations"] as? [[String: Any]])
            #expect(stations.count == 250)
            let london = try await client.get("/gbfs/london/system_information.json")
            #expect((try jsonObject(london)["data"] as? [String: Any])?["timezone"] as? String == "Europe/London")
        }
    }

    @Test func aSystemsPagesLinkWithinItAndToTheOthers() async throws {
        try await harness().test { client in
            let page = try await client.get("/bikes/oslo/map")
            #expect(page.status == .ok)
            let html = String(buffer: page.body)
            #expect(html.contains(#"data-api="/bikes/oslo""#))
            #expect(html.contains(#"data-gbfs="/gbfs/oslo""#))
            #expect(html.contains(#"<a href="/bikes/london">London</a>"#))
            #expect(html.contains(#"<a href="/bikes/oslo" aria-current="true">Oslo City Bike</a>"#))
            #expect(html.contains(#"href="/bikes/oslo/watch""#))
            let search = String(buffer: try await client.get("/bikes/oslo?q=torggata").body)
            #expect(search.contains(#"href="/bikes/oslo/docks/"#))
            // The unprefixed section is London's, and its scripts use London's own API.
            let first = String(buffer: try await client.get("/bikes").body)
            #expect(first.contains(#"data-api="/bikes/london""#) && first.contains(#"action="/bikes""#))
        }
    }

    @Test func theSystemsAlertsInForceComeWithEveryAnswerAndPage() async throws {
        let oslo = try await SimulatedOslo.system()
        let closed = try #require(oslo.system.feed.snapshot?.docks.first)
        var harness = try BikesHarness()
        harness.more = [oslo]
        try await harness.test { client in
            let answer = try jsonObject(try await client.get("/api/v1/bikes/oslo/docks/\(closed.id)"))
            let alerts = try #require(answer["system_alerts"] as? [[String: Any]])
            #expect(alerts.count == 1)
            #expect(alerts.first?["summary"] as? String == "\(closed.name) closed")
            #expect(alerts.first?["station_ids"] as? [String] == [closed.id])
            #expect(closed.locked)
            let london = try jsonObject(try await client.get("/api/v1/bikes/london/docks/BikePoints_1"))
            #expect((london["system_alerts"] as? [Any])?.isEmpty == true)
            let page = String(buffer: try await client.get("/bikes/oslo/map").body)
            #expect(page.contains("\(closed.name) closed: The station is closed for road works."))
        }
    }

    @Test func healthNamesTheSystemWithoutCounts() async throws {
        try await harness(osloEmpty: true).test { client in
            let health = try jsonObject(try await client.get("/healthz"))
            #expect(
                (health["reasons"] as? [String])?.contains(
                    "Oslo City Bike bikes: no dock counts from Oslo City Bike yet, so its bikes API answers 503") == true)
            #expect(try await client.get("/api/v1/bikes/oslo/near?lat=59.9&lon=10.7").status == .serviceUnavailable)
            #expect(try await client.get("/bikes/oslo").status == .serviceUnavailable)
        }
    }

    @Test func aDockReminderIsKeptNamingItsSystem() async throws {
        let oslo = try await SimulatedOslo.system().system
        let london = BikeSystem.london(DockFeed(snapshot: BikesHarness.snapshot()))
        let reminders = DockReminders(systems: [london, oslo])
        let osloDock = try #require(oslo.feed.snapshot?.docks.first).id
        typealias Watch = DockReminders.Watch
        let unnamed = try reminders.checked(Watch(dock: "BikePoints_1", resource: "bikes", atMost: 2))
        #expect(unnamed.system == "london")
        #expect(try reminders.checked(Watch(system: "oslo", dock: osloDock, resource: "bikes", atMost: 2)).system == "oslo")
        #expect(throws: APIError.self) {
            try reminders.checked(Watch(system: "oslo", dock: "BikePoints_1", resource: "bikes", atMost: 2))
        }
        #expect(throws: APIError.self) {
            try reminders.checked(Watch(system: "paris", dock: osloDock, resource: "bikes", atMost: 2))
        }
        let described = reminders.describe(
            Watch(system: "oslo", dock: osloDock, resource: "bikes", atMost: 2),
            in: WebPhrases(systems: [reminders.phrases]).phrasebook(.english))
        #expect(described?.url == "/bikes/oslo/docks/\(osloDock)")
    }
}

/// The simulator's GBFS system, as `demo` serves it, against the official GBFS 3.0 schemas.
struct SimulatedGBFSSchemaTests {
    @Test func everyFeedOfTheSimulatedSystemIsValidGBFS3() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let transport = SimulatedOslo()
        for name in ["gbfs", "system_information", "vehicle_types", "station_information", "station_status", "system_alerts"] {
            let url = SimulatedOslo.discoveryURL.deletingLastPathComponent().appendingPathComponent("\(name).json")
            let response = try await transport.send(HTTPRequest(url: url))
            #expect(response.status == 200)
            try response.body.write(to: folder.url.appendingPathComponent("\(name).json"))
        }
        let check = try await GBFSSchemaCheck.run(
            schemas: GBFSSchemaCheck.officialSchemas.appendingPathComponent("v3.0"), documents: folder.url)
        #expect(check.passed, "\(check.report)")
        #expect(check.report.contains("6 files, 250 stations, 0 problems"))
    }
}
