import Caltrain
import Foundation
import GTFS
import NextStopCore
import Providers
import Simulator
import Testing

/// The simulated 511, Open-Meteo and Ticketmaster read through the real provider clients, on the generated timetable.
@Suite struct CaltrainLiveUpstreamTests {
    /// A weekday morning rush in Pacific time.
    static let morning = ISO8601DateFormatter().date(from: "2026-09-22T15:30:00Z")!
    let upstreams: [any SimulatedUpstream]
    let timetable: CaltrainTimetable

    /// One generated timetable for the suite (generating and loading it is seconds of work in a debug build).
    static let timetable: CaltrainTimetable = {
        var random = SeededGenerator(seed: 1)
        guard let generated = try? CaltrainFeedGenerator().generate(using: &random),
            let feed = try? GTFSFeed(files: generated.files)
        else { preconditionFailure("the simulator's Caltrain feed does not load") }
        return CaltrainTimetable(feed: feed)
    }()

    init() {
        upstreams = Self.upstreams()
        timetable = Self.timetable
    }

    /// Fresh upstreams (their own budget) on the suite's timetable.
    static func upstreams(
        _ options: FiveOneOneSimulatedUpstream.Options = .init(key: CaltrainSimulation.fiveOneOneKey)
    ) -> [any SimulatedUpstream] {
        [
            FiveOneOneSimulatedUpstream(feed: timetable.feed, options: options), OpenMeteoSimulatedUpstream(),
            TicketmasterSimulatedUpstream(key: CaltrainSimulation.ticketmasterKey),
        ]
    }

    private func client(key: String = CaltrainSimulation.fiveOneOneKey, feed: FiveOneOneClient.RealtimeFeed = .tripUpdates)
        -> FiveOneOneClient
    {
        FiveOneOneClient(
            baseURL: URL(string: "http://sim/transit")!, key: APIKey(key), feed: feed,
            transport: UpstreamTransport(upstreams: upstreams, now: Self.morning))
    }

    @Test func tripUpdatesJoinTheTimetableByTrainNumberAndServiceDate() async throws {
        let snapshot = try await client().realtime().value
        #expect(snapshot.trains.count > 10)
        let index = timetable.index(snapshot)
        let trains = try timetable.liveTrains(
            from: timetable.station(named: "mountain view"), to: timetable.station(named: "sf"), at: Self.morning, limit: 5,
            realtime: index, alerts: [])
        #expect(trains.count == 5)
        #expect(trains.allSatisfy { $0.live != nil })
    }

    @Test func stopMonitoringWithByteOrderMarkAndSiriWrapperTellsTheSameStory() async throws {
        var options = FiveOneOneSimulatedUpstream.Options(key: CaltrainSimulation.fiveOneOneKey)
        options.byteOrderMark = true
        options.siriWrapper = true
        let quirky = Self.upstreams(options)
        let client = FiveOneOneClient(
            baseURL: URL(string: "http://sim/transit")!, key: APIKey(options.key), feed: .stopMonitoring,
            transport: UpstreamTransport(upstreams: quirky, now: Self.morning))
        let siri = try await client.realtime().value
        let protobuf = try await self.client().realtime().value
        let numbers = Set(siri.trains.map(\.number))
        #expect(!numbers.isEmpty)
        #expect(numbers.isSubset(of: Set(protobuf.trains.map(\.number))))
    }

    @Test func aWrongKeyIs401() async {
        await #expect(throws: UpstreamError.rejected(status: 401)) { try await client(key: "wrong").alerts() }
    }

    @Test func theSixtyFirstRequestOfTheHourIs429WithRetryAfter() async throws {
        let client = client()
        var remaining: [Int?] = []
        for _ in 0..<60 { remaining.append(try await client.alerts().rateLimitRemaining) }
        #expect(remaining.first == 59)
        #expect(remaining.last == 0)
        await #expect(throws: UpstreamError.rateLimited(retryAfter: 60)) { try await client.realtime() }
    }

    @Test func alertsNameRealTrainsAndStops() async throws {
        let alerts = try await client().alerts().value.alerts
        let running = Set(try await client().realtime().value.trains.map(\.number))
        #expect(!alerts.isEmpty)
        for alert in alerts {
            #expect(alert.tripIDs.allSatisfy(running.contains))
            #expect(alert.stopIDs.allSatisfy { timetable.feed.stop(id: $0) != nil })
            #expect(!alert.header(in: "en").isEmpty)
        }
        #expect(alerts.contains { !timetable.stations(namedBy: $0).isEmpty })
    }

    @Test func oneWeatherRequestAnswersEveryStation() async throws {
        let transport = UpstreamTransport(upstreams: upstreams, now: Self.morning)
        let weather = try await OpenMeteoClient(baseURL: URL(string: "http://sim/v1")!, transport: transport)
            .weather(at: timetable.stations)
        #expect(weather.count == timetable.stations.filter { $0.latitude != nil }.count)
        #expect(weather.allSatisfy { $0.localTime.hasPrefix("2026-09-22T08:") })
    }

    @Test func eventsAreOfTheDayAskedAboutAndNeedTheKey() async throws {
        let transport = UpstreamTransport(upstreams: upstreams, now: Self.morning)
        let station = try timetable.station(named: "sf")
        let events = try await TicketmasterClient(
            baseURL: URL(string: "http://sim")!, key: APIKey(CaltrainSimulation.ticketmasterKey), transport: transport
        ).events(near: station, radiusMiles: 5, in: Self.morning..<Self.morning.addingTimeInterval(86_400))
        #expect(events.allSatisfy { $0.startsLocal.hasPrefix("2026-09-22T") })
        let dayAfter = Self.morning.addingTimeInterval(2 * 86_400)
        let later = try await TicketmasterClient(
            baseURL: URL(string: "http://sim")!, key: APIKey(CaltrainSimulation.ticketmasterKey), transport: transport
        ).events(near: station, radiusMiles: 5, in: dayAfter..<dayAfter.addingTimeInterval(86_400))
        #expect(later.allSatisfy { $0.startsLocal.hasPrefix("2026-09-24T") })
        await #expect(throws: UpstreamError.rejected(status: 401)) {
            try await TicketmasterClient(baseURL: URL(string: "http://sim")!, key: APIKey("nope"), transport: transport)
                .events(near: station, radiusMiles: 5, in: Self.morning..<Self.morning.addingTimeInterval(86_400))
        }
    }
}
