import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Caltrain

/// A 511 that holds every call until released, as a trickling or silent upstream holds a poll.
private final class HeldSource: CaltrainRealtimeSource, Sendable {
    let gate = AsyncSemaphore(limit: 1)
    let calls = LockedValue(0)

    func realtime() async throws -> SourceReply<RealtimeSnapshot> {
        calls.withLock { $0 += 1 }
        try await gate.withPermit {}
        throw UpstreamError.timeout
    }

    func alerts() async throws -> SourceReply<AlertsSnapshot> {
        try await gate.withPermit {}
        throw UpstreamError.timeout
    }
}

/// Open-Meteo, counting its calls.
private final class CountingWeather: StationWeatherSource, Sendable {
    let calls = LockedValue(0)

    func weather(at stations: [CaltrainStation]) async throws -> [StationWeather] {
        calls.withLock { $0 += 1 }
        return stations.prefix(1).map {
            StationWeather(
                stationID: $0.id, temperatureC: 14, code: 3, summary: "Overcast", icon: "cloud", localTime: "2026-06-01T07:00",
                observedAt: Date(timeIntervalSince1970: 0))
        }
    }
}

/// Each upstream is polled on its own: a 511 that does not answer delays neither the weather's poll nor its next one,
/// and is polled again one interval after it ends.
struct IndependentPollsTests {
    @Test func aSilent511DelaysNoWeatherPoll() async throws {
        let time = ManualTimeSource(now: Date(timeIntervalSince1970: 1_780_322_400))
        let held = HeldSource()
        try await held.gate.acquire()
        let weather = CountingWeather()
        let feed = CaltrainLiveFeed(
            timetable: try CaltrainTimetable(feed: MiniCaltrain.load()),
            sources: LiveSources(realtime: held, weather: weather), time: time)

        let first = Task { await feed.refreshIfDue() }
        await waitUntil { !feed.current().weather.isEmpty && held.calls.value == 1 }
        #expect(weather.calls.value == 1)

        time.advance(by: 900)
        let second = Task { await feed.refreshIfDue() }
        await waitUntil { weather.calls.value == 2 }
        await second.value

        #expect(held.calls.value == 1, "511's poll under way is not started twice")
        held.gate.release()
        await first.value
        // Whichever started the polls (the refresh, or a read that found them due), they all end once 511 answers.
        await waitUntil { !feed.isRefreshing }

        // and once 511 answers again, its next poll comes at its own interval
        time.advance(by: 90)
        await feed.refreshIfDue()
        #expect(held.calls.value == 2)
    }
}
