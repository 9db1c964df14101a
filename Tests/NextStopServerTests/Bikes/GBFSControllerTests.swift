import Bikes
import Foundation
import HummingbirdTesting
import NextStopDataset
import NextStopTestSupport
import Testing

/// Each bike system as GBFS v2.3: the files the server publishes, checked against the official schemas by
/// `.ci/gbfs-validate.py` (Python's `jsonschema`), and their mapping of TfL's counts.
struct GBFSControllerTests {
    private static let files = ["gbfs"] + PublishedGBFS.Feed.allCases.map(\.rawValue)

    @Test(arguments: [("london", 800), ("oslo", 250)])
    func everyFileIsValidAgainstTheOfficialSchemas(system: String, stations: Int) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var harness = try BikesHarness()
        harness.more = [try await SimulatedOslo.system()]
        try await harness.test { client in
            for name in Self.files {
                let response = try await client.get("/gbfs/\(system)/\(name).json")
                #expect(response.status == .ok)
                try Data(response.body.readableBytesView).write(to: folder.url.appendingPathComponent("\(name).json"))
            }
        }
        let schemas = GBFSSchemaCheck.repository.appendingPathComponent("Tests/Fixtures/gbfs-v2.3")
        let check = try await GBFSSchemaCheck.run(schemas: schemas, documents: folder.url)
        #expect(check.passed, "\(check.report)")
        #expect(check.report.contains("5 files, \(stations) stations, 0 problems"))
    }

    @Test func theStatusMapsTfLsCountsAsTheNotesSay() async throws {
        let harness = try BikesHarness()
        let dock = try #require(harness.feed.snapshot?.docks.first { $0.isUsable && ($0.counts.brokenDocks ?? 0) > 0 })
        try await harness.test { client in
            let status = try jsonObject(try await client.get("/gbfs/london/station_status.json"))
            #expect(status["version"] as? String == "2.3")
            #expect(status["last_updated"] as? Int == Int(BikesHarness.fetchedAt.timeIntervalSince1970))
            let stations = try #require((status["data"] as? [String: Any])?["stations"] as? [[String: Any]])
            let station = try #require(stations.first { $0["station_id"] as? String == dock.id })
            #expect(station["num_bikes_available"] as? Int == dock.counts.bikes)
            #expect(station["num_docks_available"] as? Int == dock.counts.spaces)
            #expect(station["num_docks_disabled"] as? Int == dock.counts.brokenDocks)
            #expect(station["is_renting"] as? Bool == true)
            #expect(station["last_reported"] as? Int == dock.updatedAt.map { Int($0.timeIntervalSince1970) })
            let types = try #require(station["vehicle_types_available"] as? [[String: Any]])
            #expect(types.first { $0["vehicle_type_id"] as? String == "ebike" }?["count"] as? Int == dock.counts.eBikes)
        }
    }

    @Test func theDiscoveryFileLinksEveryFeedByAbsoluteURL() async throws {
        try await BikesHarness().test { client in
            let response = try await client.get("/gbfs/london/gbfs.json")
            let data = try #require(try jsonObject(response)["data"] as? [String: Any])
            let feeds = try #require((data["en"] as? [String: Any])?["feeds"] as? [[String: Any]])
            #expect(feeds.count == 4)
            for feed in feeds {
                let url = try #require(feed["url"] as? String)
                #expect(url.hasPrefix("http://") && url.hasSuffix("/gbfs/london/\(feed["name"] as? String ?? "").json"))
            }
        }
    }

    @Test func aFeedIsTaggedGzippedOnRequestAndUnchangedUntilTheNextPoll() async throws {
        let harness = try BikesHarness()
        try await harness.test { client in
            let plain = try await client.get("/gbfs/london/station_status.json")
            let tag = try #require(plain.headers[.eTag])
            #expect(plain.headers[.vary] == "Accept-Encoding")
            #expect(plain.headers[.contentEncoding] == nil)

            let again = try await client.get("/gbfs/london/station_status.json", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)

            let gzipped = try await client.get("/gbfs/london/station_status.json", headers: [.acceptEncoding: "gzip"])
            #expect(gzipped.headers[.contentEncoding] == "gzip")
            #expect(gzipped.headers[.eTag] != tag)
            #expect(try Gzip.decompress(gzipped.bytes) == plain.bytes)

            let information = try await client.get("/gbfs/london/station_information.json")
            #expect(information.headers[.eTag] != tag)

            let later = BikesHarness.fetchedAt.addingTimeInterval(30)
            harness.feed.install(DockSnapshot(docks: BikesHarness.moving.docks, fetchedAt: later))
            let polled = try await client.get("/gbfs/london/station_status.json", headers: [.ifNoneMatch: tag])
            #expect(polled.status == .ok)
            #expect(polled.headers[.eTag] != tag)
            #expect(try jsonObject(polled)["last_updated"] as? Int == Int(later.timeIntervalSince1970))
        }
    }
}
