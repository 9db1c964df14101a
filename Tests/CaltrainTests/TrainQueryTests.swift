import Caltrain
import Foundation
import GTFS
import Testing

@Suite struct TrainQueryTests {
    @Test func arrivalComesFromTheSameTrainNotFromATimeMatch() throws {
        // 210 leaves Mountain View at 08:00 and 312 at 08:01; 312 arrives 25 minutes earlier.
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let trains = try timetable.trains(from: "mountain view", to: "SF", at: instant("2026-06-01T07:55:00-07:00"), limit: 2)
        #expect(trains.map(\.number) == ["210", "312"])
        #expect(trains.map(\.departsAt) == [instant("2026-06-01T08:00:00-07:00"), instant("2026-06-01T08:01:00-07:00")])
        #expect(trains.map(\.arrivesAt) == [instant("2026-06-01T09:05:00-07:00"), instant("2026-06-01T08:40:00-07:00")])
        #expect(trains.map(\.minutes) == [65, 39])
        #expect(trains.map(\.fromStopID) == ["70211", "70211"])
        #expect(trains.map(\.toStopID) == ["70011", "70011"])
        #expect(trains.map(\.direction) == [.north, .north])
        #expect(trains.map(\.service) == [.local, .express])
        #expect(trains.allSatisfy { $0.stopsAtOrigin && $0.serviceDate == date("2026-06-01") })
    }

    @Test func skippedStationsAreThoseServedThatDayInTravelOrder() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let north = try timetable.trains(from: "mountain view", to: "SF", at: instant("2026-06-01T07:55:00-07:00"), limit: 2)
        #expect(north[0].skippedStations == [])
        // Broadway is weekend-only, so a weekday bullet does not "skip" it.
        #expect(north[1].skippedStations == ["Palo Alto", "Menlo Park", "South San Francisco", "22nd Street"])
        let south = try timetable.trains(from: "SF", to: "mtn view", at: instant("2026-06-01T06:30:00-07:00"), limit: 3)
        #expect(south.map(\.number) == ["101", "207", "305"])
        #expect(south.map(\.service) == [.local, .limited, .express])
        #expect(south.map(\.direction) == [.south, .south, .south])
        #expect(
            south.map(\.skippedStations) == [
                [], ["South San Francisco", "Palo Alto"], ["22nd Street", "South San Francisco", "Menlo Park"],
            ])
    }

    @Test func trainsPassingWithoutStoppingAreListedWhenAsked() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let at = instant("2026-06-01T07:55:00-07:00")
        let plain = try timetable.trains(from: "mountain view", to: "SF", at: at, limit: 3)
        #expect(plain.map(\.number) == ["210", "312", "198"])
        let all = try timetable.trains(from: "mountain view", to: "SF", at: at, limit: 3, includeSkipping: true)
        #expect(all.map(\.number) == ["210", "312", "314", "198"])
        let passing = all[2]
        #expect(!passing.stopsAtOrigin)
        #expect(passing.departsAt == nil)
        #expect(passing.fromStopID == nil)
        // Halfway between San Jose (08:05) and Palo Alto (08:25), one station each side of Mountain View.
        #expect(passing.atOrigin == instant("2026-06-01T08:15:00-07:00"))
        #expect(passing.arrivesAt == instant("2026-06-01T08:55:00-07:00"))
        #expect(passing.skippedStations == ["Menlo Park", "South San Francisco", "22nd Street"])
        #expect(all.filter(\.stopsAtOrigin).map(\.number) == plain.map(\.number))
    }

    @Test func skippingTrainsStayWithinTheWindowOfTheListedTrains() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let two = try timetable.trains(
            from: "mountain view", to: "SF", at: instant("2026-06-01T07:55:00-07:00"), limit: 2, includeSkipping: true)
        #expect(two.map(\.number) == ["210", "312"])
        // Going south, 314 runs the other way and never shows.
        let south = try timetable.trains(
            from: "mountain view", to: "diridon", at: instant("2026-06-01T07:00:00-07:00"), includeSkipping: true)
        #expect(!south.contains { $0.number == "314" })
    }

    @Test func yesterdaysTrainAfterMidnightIsFirstAtQuarterPast() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let trains = try timetable.trains(from: "mtn view", to: "4th & King", at: instant("2026-06-02T00:15:00-07:00"), limit: 2)
        #expect(trains.map(\.number) == ["198", "210"])
        #expect(trains[0].serviceDate == date("2026-06-01"))
        #expect(trains[0].departsAt == instant("2026-06-02T01:05:00-07:00"))
        #expect(trains[0].arrivesAt == instant("2026-06-02T01:55:00-07:00"))
        #expect(trains[0].minutes == 50)
        #expect(trains[1].serviceDate == date("2026-06-02"))
    }

    @Test func holidayRunsTheWeekendTimetable() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let trains = try timetable.trains(from: "mountain view", to: "SF", at: instant("2026-05-25T07:00:00-07:00"), limit: 1)
        #expect(trains.map(\.number) == ["422"])
        #expect(trains.first?.service == .weekend)
        #expect(trains.first?.departsAt == instant("2026-05-25T10:17:00-07:00"))
        // On weekend days Broadway is served, and 422 stops there, so it skips nothing.
        #expect(trains.first?.skippedStations == [])
    }

    @Test func firstDayOfTheTimetableHasNoTrainsFromBeforeIt() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let trains = try timetable.trains(from: "mountain view", to: "SF", at: instant("2026-01-31T00:15:00-08:00"), limit: 1)
        #expect(trains.map(\.number) == ["422"])
        #expect(trains.first?.departsAt == instant("2026-01-31T10:17:00-08:00"))
    }

    @Test func southCountyAndSameStationQueries() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        let gilroy = try timetable.trains(from: "diridon", to: "gilroy", at: instant("2026-06-01T08:00:00-07:00"), limit: 1)
        #expect(gilroy.map(\.number) == ["401"])
        #expect(gilroy.first?.service == .southCounty)
        #expect(gilroy.first?.skippedStations == [])
        #expect(try timetable.trains(from: "gilroy", to: "gilroy", at: instant("2026-06-01T05:00:00-07:00")).isEmpty)
        #expect(timetable.feedVersion == "UTC: 10-Jun-2026 22:25")
    }

    @Test func unknownStationIsAnError() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect(throws: StationLookupError.self) {
            try timetable.trains(from: "Oakland", to: "SF", at: Date())
        }
    }
}
