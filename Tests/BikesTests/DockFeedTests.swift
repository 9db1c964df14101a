import Bikes
import Foundation
import Testing

struct DockFeedTests {
    @Test func aFailedRefreshKeepsTheLastGoodDocksAndMarksThemStale() throws {
        let feed = DockFeed()
        #expect(feed.status(at: TestDocks.fetchedAt) == nil)
        #expect(feed.install(TestDocks.snapshot(TestDocks.line)))
        let fresh = try #require(feed.status(at: TestDocks.fetchedAt.addingTimeInterval(30)))
        #expect(!fresh.stale && fresh.ageSeconds == 30)
        feed.recordFailure("upstream timed out")
        let stale = try #require(feed.status(at: TestDocks.fetchedAt.addingTimeInterval(60)))
        #expect(stale.stale && stale.failure == "upstream timed out")
        #expect(feed.snapshot?.docks.count == 6)
    }

    @Test func anEmptyListNeverEmptiesTheMap() {
        let feed = DockFeed(snapshot: TestDocks.snapshot(TestDocks.line))
        #expect(!feed.install(TestDocks.snapshot([])))
        #expect(feed.snapshot?.docks.count == 6)
        #expect(feed.status(at: TestDocks.fetchedAt)?.stale == true)
    }

    @Test func countsOlderThanNinetySecondsAreStaleEvenWithoutAFailure() {
        let feed = DockFeed(snapshot: TestDocks.snapshot(TestDocks.line))
        #expect(feed.status(at: TestDocks.fetchedAt.addingTimeInterval(91))?.stale == true)
    }

    @Test func aSuccessfulRefreshClearsTheFailure() {
        let feed = DockFeed(snapshot: TestDocks.snapshot(TestDocks.line))
        feed.recordFailure("upstream server error (503)")
        feed.install(TestDocks.snapshot(TestDocks.line))
        #expect(feed.status(at: TestDocks.fetchedAt)?.failure == nil)
    }
}
