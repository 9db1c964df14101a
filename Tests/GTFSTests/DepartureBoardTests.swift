import Foundation
import GTFS
import Testing

@Suite struct DepartureBoardTests {
    @Test func stationBoardMergesItsPlatformsInTimeOrder() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 3)
        #expect(board.map(\.tripID) == ["wk-0800", "wk-0830", "wk-owl"])
        #expect(board.map(\.stopID) == ["101", "102", "101"])
        #expect(
            board.map { losAngeles($0.departure) } == [
                "2026-05-26T08:00:00-07:00", "2026-05-26T08:30:00-07:00", "2026-05-27T00:30:00-07:00",
            ])
        #expect(board.allSatisfy { $0.serviceDate == date("2026-05-26") })
    }

    @Test func departureCarriesRouteTripAndStopDetails() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 3)
        let first = try #require(board.first)
        #expect(first.routeID == "R1")
        #expect(first.routeShortName == "1")
        #expect(first.routeLongName == "Main Line")
        #expect(first.headsign == "Cove")
        #expect(first.tripNumber == "101")
        #expect(first.stopSequence == 1)
        #expect(first.directionID == 0)
        #expect(first.scheduledTime == ServiceTime(hours: 8, minutes: 0))
        // No trip_short_name: the trip id is the number.
        #expect(board[1].tripNumber == "wk-0830")
        #expect(board[2].routeShortName == "2X")
    }

    @Test func yesterdaysTrainPastMidnightLeadsTheBoardAtQuarterPast() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-05-27T00:15:00-07:00"), limit: 2)
        #expect(board.map(\.tripID) == ["wk-owl", "wk-0800"])
        #expect(board.map(\.serviceDate) == [date("2026-05-26"), date("2026-05-27")])
        #expect(board.first?.departure == instant("2026-05-27T00:30:00-07:00"))
    }

    @Test func noOwlAfterAHolidayThatRemovedItsService() throws {
        // Memorial Day removed WKDY, so Monday's 24:30 owl does not run early on Tuesday.
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-05-26T00:15:00-07:00"), limit: 1)
        #expect(board.first?.tripID == "wk-0800")
        #expect(board.first?.serviceDate == date("2026-05-26"))
    }

    @Test func holidayRunsWeekendTrainsThenRollsIntoTomorrow() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-05-25T07:00:00-07:00"), limit: 2)
        #expect(board.map(\.tripID) == ["we-0900", "wk-0800"])
        #expect(board.map(\.serviceDate) == [date("2026-05-25"), date("2026-05-26")])
    }

    @Test func calendarDatesOnlyServiceRunsOnItsDay() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "central", at: instant("2026-07-03T00:15:00-07:00"), limit: 2)
        // Thursday's owl first, then the holiday trip; Friday's weekday trips are removed.
        #expect(board.map(\.tripID) == ["wk-owl", "hol-1000"])
        #expect(board.map(\.tripNumber) == ["199", "301"])
    }

    @Test func platformBoardAndLimit() throws {
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "102", at: instant("2026-05-26T07:30:00-07:00"), limit: 2)
        #expect(board.map(\.tripID) == ["wk-0830", "wk-0830"])
        #expect(board.map(\.serviceDate) == [date("2026-05-26"), date("2026-05-27")])
        #expect(try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 0).isEmpty)
    }

    @Test func lastStopOfATripIsNotADeparture() throws {
        // wk-back ends at platform 101 at 07:20; it must not appear on the board at 07:15.
        let feed = try SampleFeed.feed.load()
        let board = try feed.departures(from: "101", at: instant("2026-05-26T07:15:00-07:00"), limit: 1)
        #expect(board.first?.tripID == "wk-0800")
        let atB = try feed.departures(from: "B", at: instant("2026-05-26T07:05:00-07:00"), limit: 1)
        #expect(atB.first?.tripID == "wk-back")
    }

    @Test func firstDayOfANewTimetableWindow() throws {
        // The timetable starts Saturday 2026-01-31; the evening before, and just after midnight, show its first trains.
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            WKDY,1,1,1,1,1,0,0,20260131,20270131
            WKND,0,0,0,0,0,1,1,20260131,20270131

            """
        let feed = try SampleFeed.feed.with("calendar.txt", calendar).with("calendar_dates.txt", nil).load()
        let afterMidnight = try feed.departures(from: "central", at: instant("2026-01-31T00:15:00-08:00"), limit: 1)
        #expect(afterMidnight.first?.tripID == "we-0900")
        #expect(afterMidnight.first?.departure == instant("2026-01-31T09:00:00-08:00"))
        let eveningBefore = try feed.departures(from: "central", at: instant("2026-01-30T22:00:00-08:00"), limit: 1)
        #expect(eveningBefore.first?.serviceDate == date("2026-01-31"))
    }

    @Test func stopHeadsignOverridesTheTripHeadsign() throws {
        let stopTimes = SampleFeed.stopTimes
            .replacingOccurrences(of: "stop_sequence\n", with: "stop_sequence,stop_headsign\n")
            .replacingOccurrences(
                of: "wk-0800,08:00:00,08:00:00,101,1\n", with: "wk-0800,08:00:00,08:00:00,101,1,\"Cove, via Bay\"\n"
            )
            .split(separator: "\n").map { $0.hasSuffix("\"") || $0.hasSuffix("stop_headsign") ? $0 : $0 + "," }
            .joined(separator: "\n")
        let feed = try SampleFeed.feed.with("stop_times.txt", stopTimes).load()
        #expect(feed.warnings == [])
        let board = try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 2)
        #expect(board.map(\.headsign) == ["Cove, via Bay", "Cove"])
        #expect(try feed.stopTimes(ofTrip: "wk-0800").map(\.headsign) == ["Cove, via Bay", nil, nil])
    }

    @Test func unknownStopIsAnError() throws {
        let feed = try SampleFeed.feed.load()
        #expect(throws: FeedQueryError.unknownStop("nowhere")) {
            try feed.departures(from: "nowhere", at: Date())
        }
    }
}
