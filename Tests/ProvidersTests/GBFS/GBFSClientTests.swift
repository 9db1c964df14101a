import Bikes
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// A `GBFSClient` reading real systems' recorded feeds (`../shared/anycity-data/gbfs`, byte copies; PROVENANCE.md
/// there) and a GBFS 3.0 system written from the specification (`Fixtures/gbfs/v3`, checked against the official
/// schemas by `Tests/Browser/test_gbfs_schemas.py`).
struct GBFSClientTests {
    static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/anycity-data/gbfs")

    private let upstream = ScriptedUpstream(baseURL: "https://gbfs.example.org")
    private let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// A client for a system whose `gbfs.json` (2.x shape) lists the recorded `information` and `status` files.
    private func recorded(_ information: String, _ status: String) throws -> GBFSClient {
        let discovery = """
            {"last_updated": 1, "ttl": 60, "data": {"en": {"feeds": [
              {"name": "station_information", "url": "https://gbfs.example.org/info.json"},
              {"name": "station_status", "url": "https://gbfs.example.org/status.json"}]}}}
            """
        try upstream.answer("/gbfs.json", status: 200, body: discovery)
        try upstream.answer("/info.json", status: 200, body: try recording(information))
        try upstream.answer("/status.json", status: 200, body: try recording(status))
        return GBFSClient(discoveryURL: try upstream.url("/gbfs.json"), transport: upstream.transport)
    }

    private func recording(_ path: String) throws -> String {
        try String(contentsOf: Self.recordings.appendingPathComponent(path), encoding: .utf8)
    }

    /// A client for the 3.0 system, every feed answered from its fixture, or `station_status` with `status` and `body`.
    private func version3(
        languages: [String] = ["en"], upstream: ScriptedUpstream? = nil, status: (Int, String)? = nil
    ) throws -> GBFSClient {
        let upstream = upstream ?? self.upstream
        for feed in ["gbfs", "system_information", "vehicle_types", "station_information", "station_status", "system_alerts"] {
            if feed == "station_status", let (code, body) = status {
                try upstream.answer("/v3/\(feed).json", status: code, body: body)
            } else {
                try upstream.answer("/v3/\(feed).json", fixture: "gbfs/v3/\(feed).json")
            }
        }
        return GBFSClient(
            discoveryURL: try upstream.url("/v3/gbfs.json"), transport: upstream.transport, languages: languages)
    }

    private func byID(_ list: DockList) -> [String: Dock] {
        Dictionary(uniqueKeysWithValues: list.docks.map { ($0.id, $0) })
    }

    @Test func version3ReadsLocalizedNamesVehicleTypesAndRFC3339Reports() async throws {
        let list = try await version3().docks(now: now)
        let docks = byID(list)
        let central = try #require(docks["101"])
        #expect(central.name == "Central Station")
        #expect(central.terminalName == "JBT")
        // The cargo e-bike is an e-bike; 9 vehicles in all.
        #expect(central.counts == DockCounts(bikes: 9, standardBikes: 5, eBikes: 4, spaces: 19, docks: 30))
        #expect(central.updatedAt == Date(timeIntervalSince1970: 1_790_003_551))
        #expect(central.isUsable)
        #expect(list.timeToLive == 15)
    }

    @Test func theSystemsAlertsComeWithItsDocksInThePreferredLanguage() async throws {
        let alerts = try await version3().docks(now: now).alerts
        #expect(alerts.count == 1)
        let closure = try #require(alerts.first)
        #expect(closure.summary == "Torggata closed")
        #expect(closure.description == "The station is closed for road works.")
        #expect(closure.stationIDs == ["103"])
        #expect(closure.isActive(at: now))
        #expect(!closure.isActive(at: Date(timeIntervalSince1970: 1_791_129_600)))
        #expect(try await version3(languages: ["nb"]).docks(now: now).alerts.first?.summary == "Torggata stengt")
    }

    @Test func aFailingAlertsFeedCostsTheAlertsNotTheCounts() async throws {
        let upstream = ScriptedUpstream(baseURL: "https://gbfs.example.org")
        // Scripted first, so the first call gets it.
        try upstream.answer("/v3/system_alerts.json", status: 500)
        let list = try await version3(upstream: upstream).docks(now: now)
        #expect(list.docks.count == 5)
        #expect(list.alerts.isEmpty)
    }

    @Test func aNameIsInThePreferredLanguageOrElseTheFirstWritten() async throws {
        let docks = byID(try await version3(languages: ["nb"]).docks(now: now))
        #expect(docks["101"]?.name == "Jernbanetorget")
        #expect(byID(try await version3(languages: ["de", "en"]).docks(now: now))["102"]?.name == "Aker brygge")
    }

    @Test func scootersAtADockCountAsVehiclesButNeitherKindOfBike() async throws {
        let dock = try #require(byID(try await version3().docks(now: now))["102"])
        #expect(dock.counts.bikes == 4)
        #expect(dock.counts.standardBikes == 2 && dock.counts.eBikes == 0)
    }

    @Test func aStationRefusingRentalsOrNotInstalledIsKeptAndNotUsable() async throws {
        let docks = byID(try await version3().docks(now: now))
        #expect(docks["102"]?.locked == true && docks["102"]?.installed == true)
        #expect(docks["103"]?.installed == false && docks["103"]?.isUsable == false)
    }

    @Test func aStationWithoutStatusHasUnknownCountsAndAStatusWithoutStationIsCounted() async throws {
        let list = try await version3().docks(now: now)
        #expect(byID(list)["105"]?.counts == DockCounts(bikes: nil, spaces: nil, docks: 10))
        #expect(byID(list)["999"] == nil)
        #expect(list.skippedCount == 1)
        #expect(list.firstSkipReason == "station_status: station 999 is not in station_information")
    }

    @Test func theDiscoveryInformationAndTypesAreFetchedAgainOnlyAfterTheirTTL() async throws {
        let client = try version3()
        _ = try await client.docks(now: now)
        _ = try await client.docks(now: now.addingTimeInterval(30))
        let paths = upstream.requestedURLs.map { URL(string: $0)!.lastPathComponent }
        #expect(paths.filter { $0 == "station_status.json" }.count == 2)
        #expect(paths.filter { $0 == "station_information.json" }.count == 1)
        #expect(paths.filter { $0 == "gbfs.json" }.count == 1)
        _ = try await client.docks(now: now.addingTimeInterval(3_601))
        let later = upstream.requestedURLs.map { URL(string: $0)!.lastPathComponent }
        #expect(later.filter { $0 == "station_information.json" }.count == 2)
    }

    @Test func osloIn2022WritesItsFlagsAsZeroOrOne() async throws {
        let list = try await recorded(
            "oslobysykkel/station_information.v2.2.2022-10-23.json", "oslobysykkel/station_status.v2.2.2022-10-23.json"
        ).docks(now: now)
        #expect(list.docks.count == 260)
        #expect(list.skippedCount == 0)
        let studentby = try #require(byID(list)["2351"])
        #expect(studentby.name == "Sogn Studentby")
        #expect(studentby.counts == DockCounts(bikes: 10, spaces: 8, docks: 18))
        #expect(studentby.isUsable)
        #expect(studentby.updatedAt == Date(timeIntervalSince1970: 1_666_551_803))
    }

    @Test func osloIn2025WritesBooleansAndVehicleTypesSplitByItsTypesFeed() async throws {
        try upstream.answer("/oslo/gbfs.json", fixture: "gbfs/oslo/gbfs.json")
        let base = "https://gbfs.urbansharing.com/oslobysykkel.no"
        upstream.transport.scriptJSON(
            URL(string: "\(base)/vehicle_types.json")!, try Fixtures.string("gbfs/oslo/vehicle_types.json", in: .module))
        upstream.transport.scriptJSON(
            URL(string: "\(base)/station_information.json")!,
            try recording("oslobysykkel/station_information.v2.2.2022-10-23.json"))
        upstream.transport.scriptJSON(
            URL(string: "\(base)/station_status.json")!, try recording("oslobysykkel/station_status.v2.3.2025-04-01.json"))
        let client = GBFSClient(discoveryURL: try upstream.url("/oslo/gbfs.json"), transport: upstream.transport)
        let list = try await client.docks(now: now)
        // 15 stations opened after the 2022 station list: their counts have no place and are counted.
        #expect(list.skippedCount == 15)
        #expect(list.docks.count == 260)
        let withCounts = list.docks.filter { $0.counts.bikes != nil }
        #expect(withCounts.count == 241)
        #expect(withCounts.allSatisfy { $0.counts.standardBikes != nil && $0.counts.eBikes == 0 })
        // 9 are not installed, one of them among the 15.
        #expect(list.docks.filter { !$0.installed }.count == 8)
    }

    @Test func velibHasIntegerIDsAListOfKindCountsAndNoLastUpdated() async throws {
        let list = try await recorded("velib-paris-2022-02/station_information.json", "velib-paris-2022-02/station_status.json")
            .docks(now: now)
        #expect(list.docks.count == 1_439)
        let godard = try #require(byID(list)["213688169"])
        #expect(godard.name == "Benjamin Godard - Victor Hugo")
        #expect(godard.counts == DockCounts(bikes: 1, standardBikes: 0, eBikes: 1, spaces: 33, docks: 35))
        #expect(list.docks.compactMap(\.counts.eBikes).reduce(0, +) == 4_634)
        #expect(list.docks.filter(\.locked).count == 24)
        // The oldest report (2019) is a real, stale time, not a placeholder.
        #expect(list.docks.compactMap(\.updatedAt).min() == Date(timeIntervalSince1970: 1_558_078_109))
    }

    @Test func citiBikeIn2019CountsEBikesApartAndDatesPlaceholdersAsUnknown() async throws {
        let list = try await recorded(
            "citibike-nyc-2019-07-05/station_information.json", "citibike-nyc-2019-07-05/station_status.json"
        ).docks(now: now)
        #expect(list.docks.count == 845)
        let chelsea = try #require(byID(list)["168"])
        #expect(chelsea.name == "W 18 St & 6 Ave")
        #expect(chelsea.terminalName == "6064.08")
        #expect(chelsea.counts == DockCounts(bikes: 11, standardBikes: 11, eBikes: 0, spaces: 36, docks: 47))
        // Renting but not returning: one flag greys it.
        #expect(chelsea.locked)
        #expect(byID(list)["267"]?.updatedAt == nil)
        #expect(list.docks.filter { $0.updatedAt == nil }.count == 15)
        #expect(list.docks.filter { !$0.installed }.count == 16)
    }

    @Test func bicingHasAnObjectOfKindCountsAndAStationWithoutStatus() async throws {
        let list = try await recorded(
            "bicing-barcelona-2022-05/station_information.json", "bicing-barcelona-2022-05/station_status.json"
        ).docks(now: now)
        #expect(list.docks.count == 509)
        #expect(byID(list)["1"]?.counts == DockCounts(bikes: 11, standardBikes: 6, eBikes: 5, spaces: 30, docks: 46))
        #expect(byID(list)["397"]?.counts.bikes == nil)
        #expect(list.docks.compactMap(\.counts.eBikes).reduce(0, +) == 1_464)
    }

    @Test func aFreeFloatingSystemIsRefusedSayingWhy() async throws {
        let almere = Self.recordings.appendingPathComponent("check-almere-v3.0-2025-05-21/gbfs.json")
        try upstream.answer("/almere/gbfs.json", status: 200, body: try String(contentsOf: almere, encoding: .utf8))
        let client = GBFSClient(discoveryURL: try upstream.url("/almere/gbfs.json"), transport: upstream.transport)
        await #expect(
            throws: UpstreamError.malformed(
                reason: "gbfs.json lists no station_information and station_status: not a docked system")
        ) {
            try await client.docks(now: now)
        }
    }

    /// The station status as answered with `status` and `body`, by a client of its own.
    private func docks(statusReply status: Int, _ body: String) async throws -> DockList {
        let upstream = ScriptedUpstream(baseURL: "https://gbfs.example.org")
        return try await version3(upstream: upstream, status: (status, body)).docks(now: now)
    }

    @Test func upstreamFaultsAndUnreadableStatusesAreUpstreamErrors() async throws {
        await #expect(throws: UpstreamError.self) { try await docks(statusReply: 503, "") }
        await #expect(throws: UpstreamError.self) { try await docks(statusReply: 429, "") }
        await #expect(throws: UpstreamError.empty) { try await docks(statusReply: 200, "") }
        await #expect(throws: UpstreamError.self) { try await docks(statusReply: 200, #"{"data": {"stations": "#) }
        await #expect(throws: UpstreamError.empty) { try await docks(statusReply: 200, #"{"data": {"stations": []}}"#) }
    }

    @Test func aStatusInWhichNoStationDecodesIsMalformedNotADockListWithoutCounts() async throws {
        await #expect(throws: UpstreamError.malformed(reason: "station_status: missing data.stations[0].num_bikes_available")) {
            try await docks(statusReply: 200, #"{"data": {"stations": [{"station_id": 1}]}}"#)
        }
    }

    @Test(arguments: [("v3", "v3.0"), ("oslo", "v2.3")])
    func theFixturesWrittenFromTheSpecificationAreValid(folder: String, version: String) async throws {
        let fixtures = GBFSSchemaCheck.repository.appendingPathComponent("Tests/ProvidersTests/Fixtures/gbfs/\(folder)")
        let check = try await GBFSSchemaCheck.run(
            schemas: GBFSSchemaCheck.officialSchemas.appendingPathComponent(version), documents: fixtures, schemaOnly: true)
        #expect(check.passed, "\(check.report)")
    }

    @Test func theKeptBodiesReadBackToTheSameDocks() async throws {
        let list = try await version3().docks(now: now)
        let again = try GBFSClient.docks(kept: list.bodies)
        #expect(again.docks.map(\.id) == list.docks.map(\.id))
        #expect(again.docks.map(\.counts.bikes) == list.docks.map(\.counts.bikes))
    }
}
