import Foundation
import GTFS
import Testing

@testable import Caltrain

@Suite struct ServiceAndDirectionTests {
    private func route(id: String = "1", short: String? = nil, long: String? = nil) -> Route {
        Route(id: id, agencyID: nil, shortName: short, longName: long, type: 2, color: nil)
    }

    @Test func serviceComesFromTheRouteNames() {
        #expect(CaltrainService(route: route(long: "Local Weekday")) == .local)
        #expect(CaltrainService(route: route(long: "Local Weekend")) == .weekend)
        #expect(CaltrainService(route: route(long: "Limited")) == .limited)
        #expect(CaltrainService(route: route(long: "Baby Bullet")) == .express)
        #expect(CaltrainService(route: route(id: "Express")) == .express)
        #expect(CaltrainService(route: route(short: "South County")) == .southCounty)
        #expect(CaltrainService(route: route(id: "77130", short: "Bus Bridge")) == .other("Bus Bridge"))
        #expect(CaltrainService(route: route(id: "L1")).description == "L1")
        #expect(CaltrainService.southCounty.description == "South County")
    }

    @Test func platformIdsGiveTheDirection() {
        #expect(TrainDirection(platformID: "70211") == .north)
        #expect(TrainDirection(platformID: "70262") == .south)
        #expect(TrainDirection(platformID: "2537740") == nil)
        #expect(TrainDirection(platformID: "mountain_view") == nil)
        #expect(TrainDirection.north.rawValue == "N")
    }

    @Test func directionFallsBackToDirectionIdAsTheFeedUsesIt() throws {
        // Trip 900 stops only at platforms whose ids say nothing (Stanford's and a lone slug platform); its
        // direction_id 1 is read the way the feed's other trips use direction_id 1: southbound.
        var files = MiniCaltrain.files
        files["stops.txt"]! += "calave_sb,California Avenue Caltrain Station,37.4290,-122.1420,0,,\n"
        files["trips.txt"]! += "77119,c_WE,900,California Avenue,900,1\n"
        files["stop_times.txt"]! += "\r\n900,12:00:00,12:00:00,2537744,1,0,0\r\n900,12:03:00,12:03:00,calave_sb,2,0,0"
        let timetable = CaltrainTimetable(feed: try GTFSFeed(files: files.mapValues { Data($0.utf8) }))
        let trains = try timetable.trains(
            from: "stanford", to: "california ave", at: instant("2026-06-06T11:00:00-07:00"), limit: 1)
        #expect(trains.map(\.number) == ["900"])
        #expect(trains.first?.direction == .south)
        #expect(trains.first?.minutes == 3)
        #expect(try timetable.station(named: "california avenue").platformIDs == ["calave_sb"])
    }
}
