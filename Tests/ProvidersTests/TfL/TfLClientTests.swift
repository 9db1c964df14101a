import Bikes
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds a `TfLClient` real-shaped BikePoint replies through a scripted transport (API-NOTES §London bikes).
struct TfLClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://api.tfl.gov.uk")
    private var client: TfLClient { TfLClient(transport: upstream.transport) }

    private func docks(_ fixture: String) async throws -> [String: Dock] {
        try upstream.answer("/BikePoint", fixture: fixture)
        let list = try await client.bikePoints()
        return Dictionary(uniqueKeysWithValues: list.docks.map { ($0.id, $0) })
    }

    @Test func an11KeyDockHasEveryCountWithSpacesAsTfLCountsThem() async throws {
        let dock = try #require(try await docks("tfl/bikepoint-2026.json")["BikePoints_1"])
        #expect(dock.name == "River Street , Clerkenwell")
        #expect(dock.terminalName == "001023")
        #expect(dock.coordinate == Coordinate(latitude: 51.529163, longitude: -0.10997))
        #expect(dock.counts == DockCounts(bikes: 11, standardBikes: 9, eBikes: 2, spaces: 6, docks: 19))
        #expect(dock.counts.brokenDocks == 2)
        #expect(dock.installed && !dock.locked && !dock.temporary)
    }

    @Test func a9KeyDockFromOlderDataHasUnknownStandardAndEBikesNotZero() async throws {
        let dock = try #require(try await docks("tfl/bikepoint-2016.json")["BikePoints_1"])
        #expect(dock.counts == DockCounts(bikes: 4, standardBikes: nil, eBikes: nil, spaces: 14, docks: 19))
        #expect(dock.counts.brokenDocks == 1)
    }

    @Test func aDocksAgeIsItsNewestCountModifiedWhateverTheFormat() async throws {
        let all = try await docks("tfl/bikepoint-2026.json")
        // NbBikes at .017, the others earlier: installation properties (16:43:16.017 everywhere) do not count.
        #expect(all["BikePoints_1"]?.updatedAt == Date(timeIntervalSince1970: 1_771_778_596.017))
        #expect(all["BikePoints_2"]?.updatedAt == Date(timeIntervalSince1970: 1_771_772_460))
    }

    @Test func olderDataWithoutAZoneIsReadAsUTC() async throws {
        let old = try await docks("tfl/bikepoint-2016.json")
        #expect(old["BikePoints_1"]?.updatedAt == Date(timeIntervalSince1970: 1_461_871_194.03))
        #expect(old["BikePoints_3"]?.updatedAt == Date(timeIntervalSince1970: 1_461_870_540))
    }

    @Test func theTestDockAtZeroZeroIsDroppedAndCounted() async throws {
        try upstream.answer("/BikePoint", fixture: "tfl/bikepoint-2026.json")
        let list = try await client.bikePoints()
        #expect(!list.docks.contains { $0.id == "BikePoints_791" })
        #expect(list.droppedCount == 1)
        #expect(list.docks.count == 5)
    }

    @Test func uninstalledLockedAndTemporaryDocksAreKeptAndMarked() async throws {
        let all = try await docks("tfl/bikepoint-2026.json")
        #expect(all["BikePoints_5"]?.installed == false)
        #expect(all["BikePoints_5"]?.isUsable == false)
        #expect(all["BikePoints_6"]?.locked == true)
        #expect(all["BikePoints_887"]?.temporary == true)
    }

    @Test func everyRequestAsksForFreshDataAndSendsTheKeyAsAppKey() async throws {
        let keyed = TfLClient(transport: upstream.transport, appKey: APIKey("secret-key"))
        try upstream.answer("/BikePoint?app_key=secret-key", fixture: "tfl/bikepoint-2026.json")
        _ = try await keyed.bikePoints()
        let request = try #require(upstream.transport.requests.last)
        #expect(request.headers["Cache-Control"] == "no-cache")
        #expect(!keyed.description.contains("secret-key"))
        #expect(keyed.description.contains("<redacted>"))
    }

    @Test func oneMalformedRecordIsSkippedAndCounted() async throws {
        try upstream.answer("/BikePoint", fixture: "tfl/bikepoint-one-bad-record.json")
        let list = try await client.bikePoints()
        #expect(list.docks.map(\.id) == ["BikePoints_1"])
        #expect(list.skippedCount == 1)
        #expect(list.firstSkipReason == "missing [1].lat")
    }

    @Test(arguments: [("[]", UpstreamError.empty), ("[{\"id\":1}", UpstreamError.malformed(reason: "not valid JSON"))])
    func anEmptyOrBrokenListIsAnErrorNotAnEmptyMap(_ body: String, _ expected: UpstreamError) async throws {
        try upstream.answer("/BikePoint", status: 200, body: body)
        await #expect(throws: expected) { try await client.bikePoints() }
    }

    @Test func oneDockIsReadFromPlace() async throws {
        try upstream.answer("/Place/BikePoints_1", fixture: "tfl/place.json")
        let dock = try await client.dock(id: "BikePoints_1")
        #expect(dock?.counts.bikes == 11)
    }

    @Test func anUnknownDockIsNilFromTfLsErrorBody() async throws {
        try upstream.answer("/Place/BikePoints_9999", status: 404, fixture: "tfl/error-404.json")
        #expect(try await client.dock(id: "BikePoints_9999") == nil)
    }

    @Test func tfLsErrorBodyBecomesAClearError() async throws {
        try upstream.answer("/BikePoint", status: 404, fixture: "tfl/error-404.json")
        let error = await #expect(throws: TfLError.self) { try await client.bikePoints() }
        #expect(
            error?.description
                == "TfL answered 404 EntityNotFoundException: The following bike point is not recognised by the system: BikePoints_9999"
        )
        #expect(error?.status == 404 && error?.exceptionType == "EntityNotFoundException")
    }

    @Test func aStatusWithoutTfLsBodyIsTheUsualUpstreamError() async throws {
        try upstream.answer("/BikePoint", status: 503, body: "<html>Service Unavailable</html>")
        await #expect(throws: UpstreamError.server(status: 503)) { try await client.bikePoints() }
        try upstream.answer("/Place/BikePoints_1", status: 429, headers: ["Retry-After": "7"])
        await #expect(throws: UpstreamError.rateLimited(retryAfter: 7)) { try await client.dock(id: "BikePoints_1") }
    }

    @Test func aTypedIdCannotLeaveThePlacePath() async throws {
        try upstream.answer("/Place/%2E%2E%2FBikePoint", status: 404, fixture: "tfl/error-404.json")
        #expect(try await client.dock(id: "../BikePoint") == nil)
    }
}
