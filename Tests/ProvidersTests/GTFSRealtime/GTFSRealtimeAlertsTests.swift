import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Real agencies' Alerts and VehiclePositions read with `GTFSRealtimeFeed` (recorded feeds in
/// `../shared/anycity-data/gtfsrt`; the counts below are those `gtfs-realtime-bindings` reads from the same bytes).
struct GTFSRealtimeAlertsTests {
    private static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/anycity-data/gtfsrt")
    private let fetchedAt = Date(timeIntervalSince1970: 1_762_463_100)

    private func feed(_ path: String) throws -> GTFSRealtimeFeed {
        try GTFSRealtimeFeed(protobuf: try Data(contentsOf: Self.recordings.appendingPathComponent(path)))
    }

    @Test func halifaxNamesARouteAndAStopInEachEntityAndTheYear3000AsOpen() throws {
        let alerts = try feed("halifax-2025-11-06/Alerts.pb").alerts(fetchedAt: fetchedAt).alerts
        #expect(alerts.count == 46)
        #expect(alerts.flatMap(\.informed).count == 259)
        let closure = try #require(alerts.first { $0.id == "94597" })
        #expect(closure.informed.first == InformedEntity(routeID: "7B", stopID: "6096"))
        #expect(closure.header["en"]?.hasPrefix("Stop closure Barrington St After South St (6096)") == true)
        #expect(closure.activePeriods == [AlertPeriod(start: Date(timeIntervalSince1970: 1_704_704_400), end: nil)])
        #expect(closure.isActive(at: fetchedAt))
    }

    @Test func aRouteAtAStopIsThatRouteThereNotEverywhere() throws {
        let closure = try #require(
            try feed("halifax-2025-11-06/Alerts.pb").alerts(fetchedAt: fetchedAt).alerts.first { $0.id == "94597" })
        func departure(route: String, stops: [String]) -> AlertTarget {
            AlertTarget(agencyID: nil, routeID: route, routeType: 3, directionID: 0, tripID: "t", stopIDs: stops)
        }
        #expect(closure.informs(departure(route: "7B", stops: ["6096"])))
        #expect(!closure.informs(departure(route: "7B", stops: ["6097"])))
        #expect(!closure.informs(departure(route: "1", stops: ["6096"])))
    }

    @Test func aTripSelectorsRouteAndDirectionAreThatRouteOneWay() throws {
        var entity = TransitRealtime_FeedEntity()
        entity.id = "northbound-detour"
        entity.alert.headerText.translation = [
            .with {
                $0.text = "Route 20 northbound detours"
                $0.language = "en"
            }
        ]
        entity.alert.informedEntity = [
            .with {
                $0.trip = .with {
                    $0.routeID = "20"
                    $0.directionID = 0
                }
            }
        ]
        var message = TransitRealtime_FeedMessage()
        message.header.gtfsRealtimeVersion = "2.0"
        message.entity = [entity]
        let alert = try #require(
            try GTFSRealtimeFeed(protobuf: try message.serializedData()).alerts(fetchedAt: fetchedAt).alerts.first)
        #expect(alert.informed == [InformedEntity(routeID: "20", directionID: 0)])
        func trip(direction: Int) -> AlertTarget {
            AlertTarget(agencyID: nil, routeID: "20", routeType: 3, directionID: direction, tripID: "t", stopIDs: ["s"])
        }
        #expect(alert.informs(trip(direction: 0)))
        #expect(!alert.informs(trip(direction: 1)))
    }

    @Test func mbtaNamesTripsAndBartOnlyItsAgency() throws {
        let mbta = try feed("mbta-2024-11-20/Alerts.pb").alerts(fetchedAt: fetchedAt).alerts
        #expect(mbta.count == 94)
        #expect(mbta.flatMap(\.informed).count == 2_083)
        #expect(mbta.flatMap(\.informed).filter { $0.tripID != nil }.count == 129)

        let bart = try feed("bart-2019-08-07/bart-alerts.pb").alerts(fetchedAt: fetchedAt).alerts
        #expect(bart.map(\.id) == ["BSA_187874"])
        #expect(bart[0].cause == "MEDICAL_EMERGENCY")
        #expect(bart[0].effect == "SIGNIFICANT_DELAYS")
        #expect(bart[0].header["en"]?.hasPrefix("There is a major delay at Montgomery St.") == true)
        #expect(bart[0].url == "http://www.bart.gov/schedules/advisories")
        #expect(bart[0].activePeriods.isEmpty && bart[0].isActive(at: fetchedAt))
        let anyBARTTrain = AlertTarget(
            agencyID: "BART", routeID: "01", routeType: 1, directionID: nil, tripID: "x", stopIDs: ["MONT"])
        #expect(bart[0].informs(anyBARTTrain))
    }

    @Test func miwaysAlertsWithoutAnEffectHaveAnUnknownOne() throws {
        let alerts = try feed("miway-2025-10-26/Alerts.pb").alerts(fetchedAt: fetchedAt).alerts
        #expect(alerts.count == 69)
        #expect(alerts.filter { $0.effect == "UNKNOWN_EFFECT" }.count >= 2)
    }

    @Test func vehiclesWithTheirTripsStatusesAndNewYorksWithoutPositions() throws {
        let halifax = try feed("halifax-2025-11-06/VehiclePositions.pb").vehiclePositions
        #expect(halifax.vehicles.count == 291)
        #expect(halifax.vehicles.allSatisfy { $0.coordinate != nil && $0.tripID != nil })
        #expect(halifax.vehicleByTrip.count == 291)

        let mbta = try feed("mbta-2024-11-20/VehiclePositions.pb").vehiclePositions
        #expect(mbta.vehicles.count == 650)
        #expect(mbta.vehicles.filter { $0.status == .stoppedAt }.count == 291)
        #expect(mbta.vehicles.filter { $0.status == .inTransitTo }.count == 326)
        #expect(mbta.vehicles.filter { $0.status == .incomingAt }.count == 33)
        #expect(mbta.vehicleByTrip.count == 649)

        let subway = try feed("nyct-subway-2021-11-26/b_division.nyct.gtfsrt").vehiclePositions
        #expect(subway.vehicles.count == 156)
        #expect(subway.vehicles.allSatisfy { $0.coordinate == nil })
        #expect(subway.vehicles.filter { $0.stopID != nil }.count > 100)
    }
}

/// The client sends an agency's key where the agency asks for it, and its errors never carry it.
struct GTFSRealtimeClientTests {
    @Test(arguments: [
        (GTFSRealtimeClient.KeyPlacement.header("x-api-key"), "https://x.example/tu.pb", "x-api-key"),
        (GTFSRealtimeClient.KeyPlacement.query("api_key"), "https://x.example/tu.pb?api_key=s3cret", nil),
    ])
    func theKeyGoesWhereTheAgencyAsks(placement: GTFSRealtimeClient.KeyPlacement, url: String, header: String?) async throws {
        let transport = ScriptedTransport()
        transport.script(URL(string: url)!, .respond(HTTPResponse(status: 500)))
        let client = GTFSRealtimeClient(transport: transport, key: APIKey("s3cret"), placement: placement)
        let error = await #expect(throws: UpstreamError.self) {
            try await client.feed(at: URL(string: "https://x.example/tu.pb")!)
        }
        #expect("\(String(describing: error))".contains("s3cret") == false)
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == url)
        if let header { #expect(request.headers[header] == "s3cret") }
        #expect("\(client)".contains("s3cret") == false)
    }
}
