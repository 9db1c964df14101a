import Foundation
import GTFS
import Testing

/// Instants are "local noon of the service date − 12 h + seconds" in the agency's zone (America/Los_Angeles).
@Suite struct ServiceDayInstantTests {
    @Test func ordinaryDayCountsFromMidnight() throws {
        let feed = try SampleFeed.feed.load()
        let time = try #require(ServiceTime("08:00:00"))
        #expect(feed.instant(of: time, on: date("2026-06-01")) == instant("2026-06-01T08:00:00-07:00"))
        #expect(feed.instant(of: time, on: date("2026-01-15")) == instant("2026-01-15T08:00:00-08:00"))
    }

    @Test func springForwardDayCountsFromElevenThePreviousEvening() throws {
        // 2026-03-08: clocks go 02:00 PST → 03:00 PDT. Noon PDT − 12 h is 23:00 PST on the 7th.
        let feed = try SampleFeed.feed.load()
        #expect(
            feed.instant(of: ServiceTime(hours: 8, minutes: 0), on: date("2026-03-08")) == instant("2026-03-08T08:00:00-07:00"))
        #expect(
            feed.instant(of: ServiceTime(hours: 0, minutes: 0), on: date("2026-03-08")) == instant("2026-03-07T23:00:00-08:00"))
        #expect(feed.instant(of: ServiceTime(hours: 1, minutes: 30), on: date("2026-03-08")) == instant("2026-03-08T08:30:00Z"))
        // The day before: 25:00 is 01:00 PST on the 8th, still before the change.
        #expect(
            feed.instant(of: ServiceTime(hours: 25, minutes: 0), on: date("2026-03-07")) == instant("2026-03-08T01:00:00-08:00"))
    }

    @Test func fallBackDayCountsFromOneInTheMorning() throws {
        // 2026-11-01: clocks go 02:00 PDT → 01:00 PST. Noon PST − 12 h is 01:00 PDT.
        let feed = try SampleFeed.feed.load()
        #expect(
            feed.instant(of: ServiceTime(hours: 8, minutes: 0), on: date("2026-11-01")) == instant("2026-11-01T08:00:00-08:00"))
        #expect(
            feed.instant(of: ServiceTime(hours: 0, minutes: 30), on: date("2026-11-01")) == instant("2026-11-01T01:30:00-07:00"))
        #expect(
            feed.instant(of: ServiceTime(hours: 24, minutes: 30), on: date("2026-10-31")) == instant("2026-11-01T00:30:00-07:00"))
    }

    @Test func boardsOnDaylightSavingDaysShowWallClockDepartures() throws {
        let feed = try SampleFeed.feed.load()
        let spring = try feed.departures(from: "central", at: instant("2026-03-08T06:00:00-07:00"), limit: 1)
        #expect(spring.first?.tripID == "we-0900")
        #expect(spring.first?.departure == instant("2026-03-08T09:00:00-07:00"))
        let autumn = try feed.departures(from: "central", at: instant("2026-11-01T06:00:00-08:00"), limit: 1)
        #expect(autumn.first?.departure == instant("2026-11-01T09:00:00-08:00"))
    }

    @Test func tripStartingAt2430LeavesHalfPastMidnightTheNextDay() throws {
        let feed = try SampleFeed.feed.load()
        let stops = try feed.stopTimes(ofTrip: "wk-owl")
        #expect(stops.first?.departure == ServiceTime(hours: 24, minutes: 30))
        #expect(stops.first?.departure.isAfterMidnight == true)
        let tuesday = date("2026-05-26")
        #expect(feed.instant(of: stops[0].departure, on: tuesday) == instant("2026-05-27T00:30:00-07:00"))
        #expect(feed.localDate(of: instant("2026-05-27T00:30:00-07:00")) == date("2026-05-27"))
    }
}
