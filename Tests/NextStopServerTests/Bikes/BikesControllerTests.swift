import Bikes
import Foundation
import HummingbirdTesting
import Testing

struct BikesControllerTests {
    @Test func docksNearAPointComeNearestFirstWithTheFeedsState() async throws {
        try await BikesHarness().test { client in
            let response = try await client.get("/api/v1/bikes/near?lat=51.508&lon=-0.12&limit=5")
            #expect(response.status == .ok)
            let json = try jsonObject(response)
            let docks = try #require(json["docks"] as? [[String: Any]])
            #expect(docks.count == 5)
            let distances = docks.compactMap { $0["distance_m"] as? Int }
            #expect(distances == distances.sorted())
            #expect(json["stale"] as? Bool == false)
            #expect(json["feed_frozen"] as? Bool == false)
            #expect(json["fetched_at"] is String)
        }
    }

    @Test(arguments: [
        "lat=91&lon=0", "lat=51.5&lon=-181", "lat=nan&lon=0", "lat=51.5", "lon=0", "lat=51.5&lon=0x10", "lat=&lon=0",
    ])
    func coordinatesOutOfRangeOrNotNumbersAre400(_ query: String) async throws {
        try await BikesHarness().test { client in
            let response = try await client.get("/api/v1/bikes/near?\(query)")
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "lat" || (try response.errorField) == "lon")
        }
    }

    @Test func aDockIsFoundByIdAndAnUnknownOneIs404() async throws {
        try await BikesHarness().test { client in
            let found = try await client.get("/api/v1/bikes/docks/BikePoints_1")
            #expect(found.status == .ok)
            let dock = try #require(try jsonObject(found)["dock"] as? [String: Any])
            #expect(dock["id"] as? String == "BikePoints_1")
            #expect(dock["distance_m"] is NSNull)
            let missing = try await client.get("/api/v1/bikes/docks/BikePoints_9999")
            #expect(missing.status == .notFound)
            #expect(try missing.errorField == "id")
        }
    }

    @Test func theTestDockIsNeverServed() async throws {
        try await BikesHarness().test { client in
            let response = try await client.get("/api/v1/bikes/docks/BikePoints_791")
            #expect(response.status == .notFound)
        }
    }

    @Test func docksAreFoundByName() async throws {
        try await BikesHarness().test { client in
            let response = try await client.get("/api/v1/bikes/search?q=waterloo&limit=3")
            let docks = try #require(try jsonObject(response)["docks"] as? [[String: Any]])
            #expect(!docks.isEmpty && docks.count <= 3)
            #expect(docks.allSatisfy { ($0["name"] as? String)?.lowercased().contains("waterloo") == true })
            #expect(try await client.get("/api/v1/bikes/search").status == .badRequest)
        }
    }

    @Test func aSearchFromAPointListsTheNearestMatchFirstWithItsDistance() async throws {
        try await BikesHarness().test { client in
            // given the rider standing at the last Waterloo dock by name
            let byName = try await client.get("/api/v1/bikes/search?q=waterloo&limit=100")
            let last = try #require((try jsonObject(byName)["docks"] as? [[String: Any]])?.last)
            let (latitude, longitude) = (try #require(last["lat"] as? Double), try #require(last["lon"] as? Double))
            // when
            let near = try await client.get("/api/v1/bikes/search?q=waterloo&limit=100&near=\(latitude),\(longitude)")
            // then
            let docks = try #require(try jsonObject(near)["docks"] as? [[String: Any]])
            #expect(docks.first?["id"] as? String == last["id"] as? String)
            let distances = docks.compactMap { $0["distance_m"] as? Int }
            #expect(distances.count == docks.count && distances == distances.sorted())
        }
    }

    @Test func withoutCountsYetTheAPIAnswers503AndHealthSaysWhy() async throws {
        try await BikesHarness(empty: true).test { client in
            let response = try await client.get("/api/v1/bikes/near?lat=51.5&lon=-0.1")
            #expect(response.status == .serviceUnavailable)
            let health = try jsonObject(try await client.get("/healthz"))
            #expect(health["status"] as? String == "degraded")
            #expect(
                (health["reasons"] as? [String])?.contains(
                    "London bikes: no dock counts from TfL yet, so its bikes API answers 503") == true)
        }
    }

    @Test func aFrozenFeedDegradesHealthAndIsFlaggedInAnswers() async throws {
        try await BikesHarness(frozen: true).test { client in
            let health = try jsonObject(try await client.get("/healthz"))
            #expect(health["status"] as? String == "degraded")
            #expect((health["reasons"] as? [String])?.contains { $0.contains("frozen") } == true)
            let near = try jsonObject(try await client.get("/api/v1/bikes/near?lat=51.5&lon=-0.1&limit=1"))
            #expect(near["feed_frozen"] as? Bool == true)
        }
    }

    @Test func aMovingFeedLeavesHealthAlone() async throws {
        try await BikesHarness().test { client in
            let health = try jsonObject(try await client.get("/healthz"))
            #expect((health["reasons"] as? [String])?.contains { $0.hasPrefix("London bikes") } == false)
        }
    }
}
