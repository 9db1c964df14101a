import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Caltrain

/// A 511 stand-in that counts its calls and can be told to fail.
final class CountingSource: CaltrainRealtimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var realtimeCalls = 0
    private var alertCalls = 0
    var failure: UpstreamError?
    let time: ManualTimeSource

    init(time: ManualTimeSource) { self.time = time }

    var calls: (realtime: Int, alerts: Int) { lock.withLock { (realtimeCalls, alertCalls) } }

    func realtime() async throws -> SourceReply<RealtimeSnapshot> {
        let failure = lock.withLock { () -> UpstreamError? in
            realtimeCalls += 1
            return self.failure
        }
        if let failure { throw failure }
        return SourceReply(RealtimeSnapshot(fetchedAt: time.now(), trains: []), rateLimitRemaining: 50)
    }

    func alerts() async throws -> SourceReply<AlertsSnapshot> {
        lock.withLock { alertCalls += 1 }
        return SourceReply(AlertsSnapshot(fetchedAt: time.now(), alerts: []))
    }
}

@Suite struct CaltrainLiveFeedTests {
    let timetable: CaltrainTimetable
    let time = ManualTimeSource(now: instant("2026-06-01T07:00:00-07:00"))

    init() throws {
        timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
    }

    /// Waits for a refresh a reader started.
    private func settle(_ feed: CaltrainLiveFeed) async {
        while feed.isRefreshing { await Task.yield() }
    }

    @Test func aThousandUsersForAnHourCostAtMostSixtyRequests() async {
        let source = CountingSource(time: time)
        let feed = CaltrainLiveFeed(timetable: timetable, sources: LiveSources(realtime: source), time: time)
        // A thousand readers at once every 30 s of the hour.
        for _ in 0..<120 {
            await withTaskGroup(of: RealtimeStatus.self) { group in
                for _ in 0..<1_000 { group.addTask { feed.current().status } }
                for await _ in group {}
            }
            await settle(feed)
            time.advance(by: 30)
        }
        let calls = source.calls
        #expect(calls.realtime + calls.alerts <= 60)
        // Every 90 s and every 5 min, as planned: the budget is not starved either.
        #expect(calls.realtime == 40)
        #expect(calls.alerts == 12)
    }

    @Test func withoutAKeyTheBoardSaysItIsTimetableOnly() {
        let feed = CaltrainLiveFeed(timetable: timetable, sources: LiveSources(realtime: nil), time: time)
        let state = feed.current()
        #expect(state.status == .off)
        #expect(state.status.note?.contains("no 511 key") == true)
    }

    @Test func realtimeOlderThanThreeMinutesIsStaleWithItsAge() async {
        let source = CountingSource(time: time)
        let feed = CaltrainLiveFeed(timetable: timetable, sources: LiveSources(realtime: source), time: time)
        await feed.refreshIfDue()
        #expect(feed.current().status == .live(ageSeconds: 0))
        source.failure = .server(status: 503)
        time.advance(by: 200)
        await feed.refreshIfDue()
        #expect(feed.current().status == .stale(ageSeconds: 200))
        #expect(feed.current().status.note == "Real-time is 3 min old.")
    }

    @Test func a429PausesEvery511EndpointForItsRetryAfter() async {
        let source = CountingSource(time: time)
        source.failure = .rateLimited(retryAfter: 600)
        let feed = CaltrainLiveFeed(timetable: timetable, sources: LiveSources(realtime: source), time: time)
        await feed.refreshIfDue()
        #expect(source.calls.realtime == 1)
        #expect(source.calls.alerts == 0)
        time.advance(by: 300)
        await feed.refreshIfDue()
        #expect(source.calls.realtime == 1)
        if case .missing(let reason) = feed.current().status {
            #expect(reason.contains("rate limit"))
        } else {
            Issue.record("expected missing real-time")
        }
    }
}
