import Caltrain
import Foundation
import GTFS
import NextStopCore
import Testing

@testable import Providers

/// SIRI StopMonitoring and service-alert replies in 511's real shapes, one quirk at a time (API-NOTES §Caltrain).
struct FiveOneOneWireTests {
    private let fetchedAt = ISO8601DateFormatter().date(from: "2026-08-18T03:51:00Z")!

    private func stopMonitoring(_ name: String) throws -> RealtimeSnapshot {
        try UpstreamCall.decode(
            FiveOneOneWire.StopMonitoring.self, HTTPResponse(status: 200, body: fixture("511/\(name)").withoutByteOrderMark)
        )
        .snapshot(fetchedAt: fetchedAt)
    }

    private func time(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func agencyWideAnswerWithoutSiriWrapperGroupsVisitsByTrainAndServiceDate() throws {
        let snapshot = try stopMonitoring("stopmonitoring-agency.json")
        #expect(snapshot.trains.map(\.number) == ["164", "411"])
        // DataFrameRef is the service date, a day before this 03:55Z departure.
        #expect(snapshot.trains.map(\.serviceDate) == [ServiceDate("2026-08-17"), ServiceDate("2026-08-17")])
        #expect(snapshot.trains[0].stops.map(\.stopID) == ["70012", "70022"])
        #expect(snapshot.feedTimestamp == time("2026-08-18T03:50:12Z"))
    }

    @Test func aMissingExpectedTimeFallsBackToTheOtherExpectedTimeThenToTheAimedOne() throws {
        let train = try stopMonitoring("stopmonitoring-agency.json").trains
        // ExpectedArrivalTime null at the origin: the expected departure stands for both.
        #expect(train[0].stops[0].expectedArrival == time("2026-08-18T03:57:00Z"))
        #expect(train[0].stops[0].expectedDeparture == time("2026-08-18T03:57:00Z"))
        // ExpectedDepartureTime null: the expected arrival stands for both.
        #expect(train[0].stops[1].expectedDeparture == time("2026-08-18T04:02:00Z"))
        // Every expected time "" and the aimed departure "": the aimed arrival.
        #expect(train[1].stops[0].expectedArrival == time("2026-08-18T04:10:00Z"))
        #expect(train[1].stops[0].expectedDeparture == time("2026-08-18T04:10:00Z"))
    }

    @Test func anEmptyDatedVehicleJourneyRefFallsBackToVehicleRef() throws {
        #expect(try stopMonitoring("stopmonitoring-agency.json").trains[1].number == "411")
    }

    @Test func recordedAtTimeOf1970IsNotTakenForFreshness() throws {
        let snapshot = try stopMonitoring("stopmonitoring-agency.json")
        #expect(snapshot.age(at: fetchedAt) == 48)
    }

    @Test func siriWrapperDeliveryListByteOrderMarkAndEmptyOrMissingVisits() throws {
        let data = try fixture("511/stopmonitoring-siri-bom.json")
        #expect(data.starts(with: [0xEF, 0xBB, 0xBF]))
        let snapshot = try stopMonitoring("stopmonitoring-siri-bom.json")
        #expect(snapshot.trains.map(\.number) == ["198"])
        #expect(snapshot.trains[0].stops[0].expectedDeparture == time("2026-08-18T07:53:00Z"))
    }

    @Test func aDeliveryWithNoMonitoredStopVisitIsNoTrainsNotAnError() throws {
        #expect(try stopMonitoring("stopmonitoring-nothing-due.json").trains.isEmpty)
    }

    @Test func alertsReadEvery511KeyAndMapEnumsToTheirNames() throws {
        let alerts = try UpstreamCall.decode(
            FiveOneOneWire.Alerts.self, HTTPResponse(status: 200, body: fixture("511/servicealerts.json"))
        )
        .snapshot(fetchedAt: fetchedAt).alerts
        #expect(alerts.map(\.id) == ["CT_3f2a", "CT_elev", "SF_1"])
        #expect(alerts.map(\.cause) == ["OTHER_CAUSE", "MAINTENANCE", "UNKNOWN_CAUSE"])
        #expect(alerts.map(\.effect) == ["MODIFIED_SERVICE", "ACCESSIBILITY_ISSUE", "UNKNOWN_EFFECT"])
        #expect(alerts.map(\.severity) == ["INFO", "WARNING", "UNKNOWN_SEVERITY"])
        #expect(alerts[0].tripIDs == ["132"])
        #expect(alerts[0].stopIDs == ["70262"])
        #expect(alerts[1].stopIDs == ["MLB-01-SB", "millbrae"])
    }

    @Test func emptyActivePeriodsMeanAlwaysAndAnOpenEndStaysOpen() throws {
        let alerts = try UpstreamCall.decode(
            FiveOneOneWire.Alerts.self, HTTPResponse(status: 200, body: fixture("511/servicealerts.json"))
        )
        .snapshot(fetchedAt: fetchedAt).alerts
        #expect(alerts[0].activePeriods.isEmpty)
        #expect(alerts[0].isActive(at: .distantFuture))
        #expect(
            alerts[1].activePeriods == [
                AlertPeriod(start: Date(timeIntervalSince1970: 1_787_000_000), end: Date(timeIntervalSince1970: 1_787_100_000)),
                AlertPeriod(start: Date(timeIntervalSince1970: 1_787_200_000), end: nil),
            ])
        #expect(!alerts[1].isActive(at: Date(timeIntervalSince1970: 1_787_150_000)))
    }

    @Test func textIsTrimmedAndAnEmptyEnglishDescriptionIsTheHeader() throws {
        let alerts = try UpstreamCall.decode(
            FiveOneOneWire.Alerts.self, HTTPResponse(status: 200, body: fixture("511/servicealerts.json"))
        )
        .snapshot(fetchedAt: fetchedAt).alerts
        #expect(alerts[0].header(in: "en") == "Track Change: Train 132 departs from track 5 at San Jose Diridon")
        #expect(alerts[0].description(in: "en") == "Track Change: Train 132 departs from track 5 at San Jose Diridon")
        #expect(alerts[0].header(in: "es") == "Cambio de vía: el tren 132 sale de la vía 5")
        #expect(alerts[0].description(in: "es") == "Sale de la vía 5.")
        #expect(alerts[0].header(in: "zh") == "軌道變更：132 次列車")
        #expect(alerts[1].description(in: "en") == "Use the ramp at the north end.")
        // No Vietnamese text: English.
        #expect(alerts[1].header(in: "vi") == "Millbrae elevator out of service")
        // A translation without a language is English.
        #expect(alerts[2].header(in: "en") == "N Judah delays")
    }
}
