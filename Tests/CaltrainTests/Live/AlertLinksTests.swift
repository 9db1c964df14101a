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
        let alert = CaltrainAlert(
            id: "a", header: ["en": "Elevator out"], description: [:], stopIds: ["MLB-01-SB", "70262", "palo_alto", "nowhere"])
        #expect(timetable.stations(namedBy: alert).map(\.name) == ["Millbrae", "San Jose Diridon", "Palo Alto"])
    }

    @Test func trainsAreFlaggedByTheirNumberAndByTheRidersStations() throws {
        let origin = try timetable.station(named: "mountain view")
        let destination = try timetable.station(named: "millbrae")
        let at = instant("2026-06-01T07:55:00-07:00")
        let alerts = [
            CaltrainAlert(id: "train312", header: ["en": "312 late"], description: [:], trains: ["312"]),
            CaltrainAlert(id: "elevator", header: ["en": "Elevator out"], description: [:], stopIds: ["MLB-01-SB"]),
            CaltrainAlert(id: "elsewhere", header: ["en": "Tamien"], description: [:], stopIds: ["70272"]),
            CaltrainAlert(
                id: "over", header: ["en": "Old"], description: [:],
                activePeriods: [AlertPeriod(start: nil, end: instant("2026-06-01T07:00:00-07:00"))], trains: ["210"]),
        ]
        let trains = timetable.liveTrains(from: origin, to: destination, at: at, limit: 2, realtime: nil, alerts: alerts)
        #expect(trains.map(\.train.number) == ["210", "312"])
        #expect(trains.map(\.alertIds) == [["elevator"], ["train312", "elevator"]])
    }

    @Test func textFallsBackToTheLanguagesHeaderThenToEnglish() {
        let alert = CaltrainAlert(
            id: "a", header: ["en": "Track change", "es": "Cambio de vía"], description: ["en": "Use track 2"])
        #expect(alert.header(in: "es") == "Cambio de vía")
        #expect(alert.header(in: "vi") == "Track change")
        // Spanish has a header but no description: its own header rather than English text.
        #expect(alert.description(in: "es") == "Cambio de vía")
        #expect(alert.description(in: "vi") == "Use track 2")
        let headerOnly = CaltrainAlert(id: "b", header: ["en": "Delays"], description: [:])
        #expect(headerOnly.description(in: "en") == "Delays")
    }
}
