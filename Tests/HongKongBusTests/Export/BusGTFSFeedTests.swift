import Foundation
import GTFS
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// Hong Kong's buses as a static GTFS feed, read back by NextStop's own GTFS reader.
struct BusGTFSFeedTests {
    /// Route 1 out over three stops 1 km apart, back over two, and a Citybus route over a stop with no position.
    private static let network = Build.network(
        stops: [
            Build.stop("A", 22.300, 114.170, name: "Alpha"), Build.stop("B", 22.309, 114.170), Build.stop("C", 22.318, 114.170),
            Build.stop("000001", 22.28, 114.15), .placeholder(id: "000002", company: .ctb),
        ],
        routes: [
            Build.route("KMB:1:O:1", ["A", "B", "C"], from: "Alpha", to: "Gamma"),
            Build.route("KMB:1:I:1", ["C", "A"], from: "Gamma", to: "Alpha"),
            Build.route("CTB:8:O:1", ["000001", "000002"]),
        ])
    private static let generatedAt = Date(timeIntervalSince1970: 1_790_000_000)

    private func loaded() throws -> GTFSFeed {
        let folder = try TemporaryDirectory()
        let zip = folder.url.appendingPathComponent("hk-bus.zip")
        try BusGTFSFeed(template: BusGTFSTemplate(network: Self.network), version: "42", generatedAt: Self.generatedAt).zip()
            .write(to: zip)
        defer { folder.remove() }
        return try GTFSFeed(contentsOf: zip)
    }

    @Test func theFeedLoadsWithAnAgencyPerOperatorARoutePerNumberAndATripPerVariant() throws {
        let feed = try loaded()

        #expect(feed.agencies.map(\.name).sorted() == ["Kowloon Motor Bus"])
        #expect(feed.routes.map(\.id) == ["KMB-1"])
        #expect(feed.trips.map(\.id).sorted() == ["KMB-1-I-1", "KMB-1-O-1"])
        #expect(feed.trips.first { $0.id == "KMB-1-I-1" }?.directionID == 1)
        #expect(feed.stops.first { $0.id == "A" }?.name == "Alpha")
        #expect(feed.feedInfo?.version == "42")
        #expect(feed.timeZone.identifier == "Asia/Hong_Kong")
        #expect(feed.warnings.isEmpty, "\(feed.warnings)")
    }

    @Test func aVariantWithFewerThanTwoPlacedStopsIsLeftOutWithItsOperator() throws {
        let feed = try loaded()

        #expect(!feed.trips.contains { $0.id.hasPrefix("CTB") })
        #expect(!feed.stops.contains { $0.id == "000002" })
    }

    @Test func stopTimesAreTemplatedFromTheDistanceAtEighteenKilometresAnHour() throws {
        let times = try loaded().stopTimes(ofTrip: "KMB-1-O-1")

        #expect(times.map(\.stopID) == ["A", "B", "C"])
        // 1,000.8 m at 5 m/s is 200 s, and 20 s at the stop.
        #expect(times.map(\.arrival.seconds) == [21_600, 21_820, 22_040])
    }

    @Test func theSameDatasetZipsToTheSameBytes() throws {
        let feed = BusGTFSFeed(template: BusGTFSTemplate(network: Self.network), version: "42", generatedAt: Self.generatedAt)

        #expect(try feed.zip() == feed.zip())
    }
}
