import GTFS
import Testing

@Suite struct ServiceCalendarTests {
    @Test func holidaySwapsWeekdayServiceForWeekendService() throws {
        let feed = try SampleFeed.feed.load()
        #expect(feed.activeServiceIDs(on: date("2026-05-25")) == ["WKND"])
        #expect(feed.activeServiceIDs(on: date("2026-05-26")) == ["WKDY"])
        #expect(feed.activeServiceIDs(on: date("2026-05-23")) == ["WKND"])
        #expect(feed.isServiceActive("WKDY", on: date("2026-05-22")))
        #expect(!feed.isServiceActive("WKDY", on: date("2026-05-25")))
    }

    @Test func serviceThatExistsOnlyInCalendarDates() throws {
        let feed = try SampleFeed.feed.load()
        #expect(feed.activeDates(ofService: "HOLI") == [date("2026-07-03")])
        #expect(feed.activeServiceIDs(on: date("2026-07-03")) == ["HOLI"])
    }

    @Test func sevenDaySaturdayServiceTrimmedByRemovals() throws {
        // A "Saturday" service flagged on all seven days for two weeks, removed by date on every other day.
        var dates = "service_id,date,exception_type\n"
        for day in 1...14 where ![6, 13].contains(day) {
            dates += "SAT,202606\(day < 10 ? "0" : "")\(day),2\n"
        }
        let feed = try SampleFeed.feed
            .with("calendar.txt", SampleFeed.calendar + "SAT,1,1,1,1,1,1,1,20260601,20260614\n")
            .with("calendar_dates.txt", dates)
            .load()
        #expect(feed.activeDates(ofService: "SAT") == [date("2026-06-06"), date("2026-06-13")])
        #expect(date("2026-06-06").weekday == .saturday)
        #expect(feed.activeServiceIDs(on: date("2026-06-08")) == ["WKDY"])
    }

    @Test func feedWithoutCalendarTxtUsesCalendarDatesAlone() throws {
        let feed = try SampleFeed.feed.with("calendar.txt", nil).with("feed_info.txt", nil).load()
        #expect(feed.activeDates(ofService: "WKND") == [date("2026-05-25")])
        #expect(feed.activeDates(ofService: "WKDY").isEmpty)
        #expect(feed.activeServiceIDs(on: date("2026-07-03")) == ["HOLI"])
        #expect(feed.validity == FeedValidity(firstDate: date("2026-05-25"), lastDate: date("2026-07-03"), source: .calendar))
        let board = try feed.departures(from: "central", at: instant("2026-07-03T07:00:00-07:00"))
        #expect(board.map(\.tripID) == ["hol-1000"])
    }

    @Test func removalWinsOverWeeklyFlagsWhateverTheRowOrder() throws {
        let feed = try SampleFeed.feed
            .with("calendar_dates.txt", "service_id,date,exception_type\nWKDY,20260601,2\nWKDY,20260601,1\n")
            .load()
        #expect(!feed.isServiceActive("WKDY", on: date("2026-06-01")))
    }

    @Test func tripOnAServiceWithNoCalendarNeverRunsAndIsReported() throws {
        let feed = try SampleFeed.feed
            .with("trips.txt", SampleFeed.trips + "R1,GHOST,ghost-1,Cove,9,0\n")
            .with("stop_times.txt", SampleFeed.stopTimes + "ghost-1,07:45:00,07:45:00,101,1\nghost-1,07:55:00,07:55:00,C,2\n")
            .load()
        #expect(feed.activeDates(ofService: "GHOST").isEmpty)
        #expect(feed.warnings.contains { $0.file == "trips.txt" && $0.line == 8 && $0.message.contains("GHOST") })
        let board = try feed.departures(from: "central", at: instant("2026-06-01T07:30:00-07:00"), limit: 1)
        #expect(board.first?.tripID == "wk-0800")
    }
}
