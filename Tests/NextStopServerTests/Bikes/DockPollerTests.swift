import Bikes
import Foundation
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import Testing

struct DockPollerTests {
    /// A fetch that answers each call from `results` in turn, the last repeating.
    private final class Fetches: @unchecked Sendable {
        private let results: LockedValue<[Result<DockList, UpstreamError>]>
        init(_ results: [Result<DockList, UpstreamError>]) { self.results = LockedValue(results) }
        func next() throws -> DockList {
            try results.withLock { results in results.count > 1 ? results.removeFirst() : results[0] }.get()
        }
    }

    private let clock = ManualTimeSource()

    private func poller(_ fetches: Fetches, feed: DockFeed, archive: DockSnapshotArchive? = nil) -> DockPoller {
        DockPoller(fetch: { try fetches.next() }, feed: feed, archive: archive, timeSource: clock)
    }

    @Test func aFailedPollKeepsTheLastGoodDocksWithTheirAge() async throws {
        let feed = DockFeed()
        let good = BikesHarness.moving
        let poller = poller(Fetches([.success(good), .failure(.timeout), .failure(.server(status: 503))]), feed: feed)
        await poller.pollOnce()
        clock.advance(by: 30)
        await poller.pollOnce()
        clock.advance(by: 30)
        await poller.pollOnce()
        let status = try #require(feed.status(at: clock.now()))
        #expect(feed.snapshot?.docks.count == 800)
        #expect(status.stale && status.ageSeconds == 60)
        #expect(status.failure == "upstream server error (503)")
    }

    @Test func theLastGoodListSurvivesARestart() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = DockSnapshotArchive.london(dataDirectory: folder.url)
        let fetchedAt = clock.now()
        await poller(Fetches([.success(BikesHarness.moving)]), feed: DockFeed(), archive: archive).pollOnce()

        // a new server, TfL down
        let restored = DockFeed(snapshot: archive.load())
        await poller(Fetches([.failure(.unreachable(reason: "connection refused"))]), feed: restored, archive: archive).pollOnce()
        #expect(restored.snapshot?.docks.count == 800)
        #expect(restored.snapshot?.fetchedAt == fetchedAt)
        #expect(restored.status(at: fetchedAt.addingTimeInterval(120))?.stale == true)
    }

    @Test func aListWithLessThanHalfTheDocksIsRefusedAndTheKeptOnesStay() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = DockSnapshotArchive.london(dataDirectory: folder.url)
        var short = BikesHarness.moving
        short.docks = Array(short.docks.prefix(399))
        let feed = DockFeed()
        let rejections = DatasetRejections()
        let poller = DockPoller(
            fetch: { [fetches = Fetches([.success(BikesHarness.moving), .success(short)])] in try fetches.next() },
            feed: feed, archive: archive, timeSource: clock, rejections: rejections)
        await poller.pollOnce()
        clock.advance(by: 120)

        await poller.pollOnce()

        #expect(feed.snapshot?.docks.count == 800)
        #expect(feed.status(at: clock.now())?.stale == true)
        #expect(rejections.current.map(\.problems) == [["docks has 399, the kept copy 800 (at least 400 required)"]])
        #expect(archive.load()?.docks.count == 800)
    }

    @Test func noArchiveOrABrokenOneIsNoSnapshot() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = DockSnapshotArchive.london(dataDirectory: folder.url)
        #expect(archive.load() == nil)
        try FileManager.default.createDirectory(at: archive.directory, withIntermediateDirectories: true)
        try Data("[{\"id\":".utf8).write(to: archive.directory.appendingPathComponent("bikepoint.json"))
        #expect(archive.load() == nil)
    }

    @Test func theServicePollsEveryThirtySecondsUntilCancelled() async throws {
        let clock = ManualTimeSource(sleepersWaitForAdvance: true)
        let feed = DockFeed()
        let calls = LockedValue(0)
        let poller = DockPoller(
            fetch: {
                calls.withLock { $0 += 1 }
                return BikesHarness.moving
            }, feed: feed, archive: nil, timeSource: clock)
        let task = Task { try await poller.run() }
        await waitUntil { clock.sleeperCount == 1 }
        clock.advance(by: DockPoller.interval)
        await waitUntil { calls.value == 2 && clock.sleeperCount == 1 }
        task.cancel()
        try await task.value
        #expect(clock.sleeps == [DockPoller.interval, DockPoller.interval])
        #expect(feed.snapshot?.docks.count == 800)
    }

    @Test func aListHandedOnByACacheIsDatedByItsAgeAndTheNextPollKeepsItsPace() async throws {
        let clock = ManualTimeSource(sleepersWaitForAdvance: true)
        let feed = DockFeed()
        let held = {
            var list = BikesHarness.moving
            list.age = 20
            return list
        }()
        let poller = DockPoller(fetch: { held }, feed: feed, archive: nil, timeSource: clock)

        let task = Task { try await poller.run() }
        await waitUntil { clock.sleeperCount == 1 }
        task.cancel()
        try await task.value

        #expect(feed.snapshot?.fetchedAt == clock.now().addingTimeInterval(-20))
        #expect(clock.sleeps == [DockPoller.interval - 20])
    }

    @Test(arguments: [(15.0, 15.0), (0, 10), (3_600, 300)])
    func aSystemsTTLSetsThePaceWithinBounds(ttl: TimeInterval, expected: TimeInterval) async throws {
        let clock = ManualTimeSource(sleepersWaitForAdvance: true)
        let feed = DockFeed()
        var list = BikesHarness.moving
        list.timeToLive = ttl
        let poller = DockPoller(fetch: { [list] in list }, feed: feed, archive: nil, timeSource: clock)
        let task = Task { try await poller.run() }
        await waitUntil { clock.sleeperCount == 1 }
        task.cancel()
        try await task.value
        #expect(clock.sleeps == [expected])
        // Counts are stale only after three polls' time, never sooner than 90 s.
        let staleAfter = max(DockFeed.staleAfter, 3 * expected)
        #expect(feed.status(at: clock.now().addingTimeInterval(staleAfter - 1))?.stale == false)
        #expect(feed.status(at: clock.now().addingTimeInterval(staleAfter + 1))?.stale == true)
    }
}
