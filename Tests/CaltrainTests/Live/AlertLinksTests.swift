import Caltrain
import Foundation
import GTFS
import Testing

@Suite struct AlertLinksTests {
    let timetable: CaltrainTimetable

    init() throws {
        timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
    }

    @Test func stopIdsNameStationsThroughPlatformsSlugsAndElevators() {
        let alert = ServiceAlert(
            id: "a", header: ["en": "Elevator out"], description: [:],
            informed: ["MLB-01-SB", "70262", "palo_alto", "nowhere"].map { InformedEntity(stopID: $0) })
        #expect(timetable.stations(namedBy: alert).map(\.name) == ["Millbrae", "San Jose Diridon", "Palo Alto"])
    }

    @Test func trainsAreFlaggedByTheirNumberAndByTheRidersStations() throws {
        let origin = try timetable.station(named: "mountain view")
        let destination = try timetable.station(named: "millbrae")
        let at = instant("2026-06-01T07:55:00-07:00")
        let alerts = [
            ServiceAlert(id: "train312", header: ["en": "312 late"], description: [:], informed: [InformedEntity(tripID: "312")]),
            ServiceAlert(
                id: "elevator", header: ["en": "Elevator out"], description: [:],
                informed: ["MLB-01-SB"].map { InformedEntity(stopID: $0) }),
            ServiceAlert(
                id: "elsewhere", header: ["en": "Tamien"], description: [:],
                informed: ["70272"].map { InformedEntity(stopID: $0) }),
            ServiceAlert(
                id: "over", header: ["en": "Old"], description: [:],
                activePeriods: [AlertPeriod(start: nil, end: instant("2026-06-01T07:00:00-07:00"))],
                informed: [InformedEntity(tripID: "210")]),
        ]
        let trains = timetable.liveTrains(from: origin, to: destination, at: at, limit: 2, realtime: nil, alerts: alerts)
        #expect(trains.map(\.train.number) == ["210", "312"])
        #expect(trains.map(\.alertIDs) == [["elevator"], ["train312", "elevator"]])
    }

    @Test func aPlatformsAlertIsLinkedOnlyToTheTrainsRunningItsWay() throws {
        let sanJose = try timetable.station(named: "san jose")
        let sanFrancisco = try timetable.station(named: "sf")
        let at = instant("2026-06-01T07:30:00-07:00")
        let alerts = [
            // 511's own track change (Tests/ProvidersTests/Fixtures/511/servicealerts.json, CT_3f2a): train 132 at the
            // southbound platform of San Jose Diridon.
            ServiceAlert(
                id: "CT_3f2a", header: ["en": "Track Change: Train 132 departs from track 5 at San Jose Diridon"],
                description: [:], informed: [InformedEntity(tripID: "132", stopID: "70262")]),
            ServiceAlert(
                id: "sf-north", header: ["en": "Northbound platform moved"], description: [:],
                informed: ["70011"].map { InformedEntity(stopID: $0) }),
            ServiceAlert(
                id: "sf-south", header: ["en": "Southbound platform moved"], description: [:],
                informed: ["70012"].map { InformedEntity(stopID: $0) }),
        ]

        let north = timetable.liveTrains(from: sanJose, to: sanFrancisco, at: at, limit: 2, realtime: nil, alerts: alerts)
        let south = timetable.liveTrains(
            from: sanFrancisco, to: sanJose, at: instant("2026-06-01T06:55:00-07:00"), limit: 2, realtime: nil,
            alerts: alerts)

        #expect(north.map(\.train.number) == ["312", "314"])
        #expect(north.map(\.alertIDs) == [["sf-north"], ["sf-north"]])
        #expect(south.map(\.train.number) == ["101", "207"])
        #expect(south.map(\.alertIDs) == [["sf-south"], ["sf-south"]])
    }

    @Test func textFallsBackToTheLanguagesHeaderThenToEnglish() {
        let alert = ServiceAlert(
            id: "a", header: ["en": "Track change", "es": "Cambio de vía"], description: ["en": "Use track 2"])
        #expect(alert.header(in: "es") == "Cambio de vía")
        #expect(alert.header(in: "vi") == "Track change")
        // Spanish has a header but no description: its own header rather than English text.
        #expect(alert.description(in: "es") == "Cambio de vía")
        #expect(alert.description(in: "vi") == "Use track 2")
        let headerOnly = ServiceAlert(id: "b", header: ["en": "Delays"], description: [:])
        #expect(headerOnly.description(in: "en") == "Delays")
    }
}
