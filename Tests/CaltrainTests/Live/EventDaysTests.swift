import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Caltrain

/// An event source that records each station and period asked about, and answers one event per call.
final class RecordingEventSource: NearbyEventSource, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [(station: String, period: Range<Date>)] = []

    var calls: [(station: String, period: Range<Date>)] { lock.withLock { asked } }

    func events(near station: CaltrainStation, radiusMiles: Int, in period: Range<Date>) async throws -> [NearbyEvent] {
        lock.withLock { asked.append((station.id, period)) }
        return [NearbyEvent(id: "e", name: "Show", venue: nil, startsLocal: "\(period.lowerBound)", url: nil)]
    }
}

@Suite struct EventDaysTests {
    private let days = EventDays(timeZone: TimeZone(identifier: "America/Los_Angeles")!)
    private let evening = instant("2026-06-01T19:00:00-07:00")

    @Test func todayRunsFromTheHourAndLaterDaysFromMidnightToMidnight() throws {
        // when
        let today = try #require(days.remainder(of: date("20260601"), at: evening.addingTimeInterval(40 * 60)))
        let sunday = try #require(days.remainder(of: date("20260607"), at: evening))

        // then
        #expect(today == evening..<instant("2026-06-02T00:00:00-07:00"))
        #expect(sunday == instant("2026-06-07T00:00:00-07:00")..<instant("2026-06-08T00:00:00-07:00"))
    }

    @Test func theDaysAreTodayAndTheSixAfterIt() {
        // when
        let dates = days.dates(from: instant("2026-06-01T23:59:00-07:00"))

        // then
        #expect(dates.map(\.description) == (1...7).map { String(format: "2026-06-%02d", $0) })
        #expect(days.remainder(of: date("20260531"), at: evening) == nil)
        #expect(days.remainder(of: date("20260608"), at: evening) == nil)
    }

    @Test func aDayOfTheClockChangeLastsItsOwnHours() throws {
        // when: 2026-11-01 is the end of daylight saving time in California, a 25-hour day
        let day = try #require(days.remainder(of: date("20261101"), at: instant("2026-10-30T12:00:00-07:00")))

        // then
        #expect(day.upperBound.timeIntervalSince(day.lowerBound) == 25 * 3_600)
    }
}

@Suite struct EventPollingTests {
    let timetable: CaltrainTimetable
    let time = ManualTimeSource(now: instant("2026-06-01T19:00:00-07:00"))
    let source = RecordingEventSource()

    init() throws {
        timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
    }

    private var feed: CaltrainLiveFeed {
        CaltrainLiveFeed(timetable: timetable, sources: LiveSources(realtime: nil, events: source), time: time)
    }

    private func wanted(_ station: String, _ day: String) -> StationDay {
        StationDay(stationID: station, date: date(day))
    }

    @Test func eachStationAndDayAskedAboutIsFetchedForItsOwnPeriod() async throws {
        // given
        let feed = feed
        let station = try #require(timetable.stations.first).id

        // when a rider asks about tonight and next Saturday
        await feed.refreshIfDue(eventsOn: [wanted(station, "20260601"), wanted(station, "20260606")])

        // then
        #expect(source.calls.map(\.period.lowerBound) == [time.now(), instant("2026-06-06T00:00:00-07:00")])
        let state = feed.current()
        #expect(state.events[wanted(station, "20260606")]?.count == 1)
        #expect(state.eventsToday(near: station)?.count == 1)
    }

    @Test func laterDaysAreFetchedLessOftenThanToday() async throws {
        // given
        let feed = feed
        let station = try #require(timetable.stations.first).id
        let asked = [wanted(station, "20260601"), wanted(station, "20260606")]
        await feed.refreshIfDue(eventsOn: asked)

        // when an hour passes, asked about every half hour
        for _ in 0..<2 {
            time.advance(by: 1_800)
            await feed.refreshIfDue(eventsOn: asked)
        }

        // then today's were fetched again twice, Saturday's not yet
        #expect(source.calls.filter { $0.period.lowerBound > instant("2026-06-02T00:00:00-07:00") }.count == 1)
        #expect(source.calls.count == 4)
    }

    @Test func aStationAndDayNobodyAsksAboutStopsBeingFetched() async throws {
        // given
        let feed = feed
        let station = try #require(timetable.stations.first).id
        await feed.refreshIfDue(eventsOn: [wanted(station, "20260601")])

        // when nobody asks for 6 hours, then someone asks about another station
        time.advance(by: 6 * 3_600)
        let other = try #require(timetable.stations.last).id
        await feed.refreshIfDue(eventsOn: [wanted(other, "20260602")])

        // then only the other station is fetched
        #expect(source.calls.map(\.station) == [station, other])
    }
}
