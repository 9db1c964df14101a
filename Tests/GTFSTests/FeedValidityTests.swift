import Foundation
import GTFS
import Testing

@Suite struct FeedValidityTests {
    @Test func validityComesFromFeedInfo() throws {
        let feed = try SampleFeed.feed.load()
        #expect(feed.feedInfo?.version == "v2026.1")
        #expect(feed.validity == FeedValidity(firstDate: date("2026-01-01"), lastDate: date("2026-12-31"), source: .feedInfo))
    }

    @Test func validityFallsBackToTheCalendar() throws {
        let calendarDates = SampleFeed.calendarDates + "WKND,20270110,1\n"
        let feed = try SampleFeed.feed.with("feed_info.txt", nil).with("calendar_dates.txt", calendarDates).load()
        #expect(feed.validity == FeedValidity(firstDate: date("2026-01-01"), lastDate: date("2027-01-10"), source: .calendar))
    }

    @Test func feedInfoWithOnlyAnEndDateTakesTheStartFromTheCalendar() throws {
        let info = "feed_publisher_name,feed_version,feed_end_date\nTest,v2,20261130\n"
        let feed = try SampleFeed.feed.with("feed_info.txt", info).load()
        #expect(
            feed.validity
                == FeedValidity(firstDate: date("2026-01-01"), lastDate: date("2026-11-30"), source: .feedInfoAndCalendar))
    }

    @Test func warnsWithinFourteenDaysOfExpiry() throws {
        let feed = try SampleFeed.feed.load()
        #expect(feed.expiryWarning(at: instant("2026-06-01T12:00:00-07:00")) == nil)
        #expect(feed.expiryWarning(at: instant("2026-12-17T12:00:00-08:00")) == nil)
        #expect(
            feed.expiryWarning(at: instant("2026-12-18T12:00:00-08:00"))
                == .expiresSoon(lastDate: date("2026-12-31"), daysLeft: 14))
        #expect(
            feed.expiryWarning(at: instant("2026-12-31T23:30:00-08:00"))
                == .expiresSoon(lastDate: date("2026-12-31"), daysLeft: 1))
    }

    @Test func warnsOnceExpiredAndBeforeStart() throws {
        let feed = try SampleFeed.feed.load()
        let expired = feed.expiryWarning(at: instant("2027-01-02T08:00:00-08:00"))
        #expect(expired == .expired(lastDate: date("2026-12-31"), daysAgo: 2))
        #expect(expired?.description == "the timetable expired after 2026-12-31 (2 days ago); update the feed")
        #expect(feed.expiryWarning(at: instant("2025-12-20T08:00:00-08:00")) == .notYetValid(firstDate: date("2026-01-01")))
    }

    @Test func expiryUsesTheAgencyLocalDate() throws {
        // 2027-01-01T02:00Z is still 2026-12-31 in Los Angeles: one day left, not expired.
        let feed = try SampleFeed.feed.load()
        #expect(
            feed.expiryWarning(at: instant("2027-01-01T02:00:00Z")) == .expiresSoon(lastDate: date("2026-12-31"), daysLeft: 1))
    }
}
