import Caltrain
import Foundation
import HummingbirdTesting
import Logging
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// `/api/v1/caltrain/trains` and `/alerts` with the live feed over a simulated 511.
@Suite struct CaltrainLiveAPITests {
    private struct Trains: Decodable {
        struct Train: Decodable {
            struct Realtime: Decodable {
                var delay: Int
                var cancelled: Bool
                var stale: Bool
                var age: Int

                enum CodingKeys: String, CodingKey {
                    case cancelled, stale
                    case delay = "delay_s"
                    case age = "age_s"
                }
            }

            var train: String
            var realtime: Realtime?
            var alerts: [String]
        }

        var status: String
        var note: String?
        var trains: [Train]

        enum CodingKeys: String, CodingKey {
            case trains
            case status = "realtime_status"
            case note = "realtime_note"
        }
    }

    private let path = "/api/v1/caltrain/trains?from=mountain%20view&to=sf&limit=20"

    /// Waits until the poll a request started has finished.
    private func settle(_ harness: ServerHarness) async {
        while harness.dependencies.caltrainLive?.isRefreshing == true { await Task.yield() }
    }

    @Test func aThousandConcurrentUsersForAnHourStayWithinSixty511Requests() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T14:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try ServerHarness(caltrain: upstream.timetable, caltrainSources: upstream.sources())
        harness.clock.set(clock.now())
        try await harness.test { client in
            // Every user asks every 3 minutes, all at once; the alerts list is the cheapest answer that reads the feed.
            // (Rounds are kept few: 20,000 requests through a debug router already take the machine for a while.)
            for _ in 0..<20 {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<1_000 {
                        group.addTask { _ = try await client.execute(uri: "/api/v1/caltrain/alerts", method: .get) }
                    }
                    try await group.waitForAll()
                }
                await settle(harness)
                clock.advance(by: 180)
                harness.clock.advance(by: 180)
            }
        }
        #expect(upstream.count("/transit") <= 60)
        // Real-time falls due every 90 s and alerts every 300 s, but users only come every 180 s.
        #expect(upstream.count("/transit/tripupdates") == 20)
        #expect(upstream.count("/transit/servicealerts") == 10)
        #expect(upstream.count("/v1/forecast") == 4)
    }

    @Test func trainsCarryTheirRealtimeAndAlertsFromTheSimulated511() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T15:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try ServerHarness(caltrain: upstream.timetable, caltrainSources: upstream.sources())
        harness.clock.set(clock.now())
        await harness.dependencies.caltrainLive?.refreshIfDue()
        try await harness.test { client in
            let answer = try await client.get(path).decode(Trains.self)
            #expect(answer.status == "live")
            #expect(answer.trains.count == 20)
            // 511 reports the next three hours of trains; the later ones keep their timetable alone.
            #expect(answer.trains.filter { $0.realtime != nil }.count >= 10)
            #expect(answer.trains.contains { ($0.realtime?.delay ?? 0) > 0 })
            let alerts = try await client.get("/api/v1/caltrain/alerts?lang=es").decode(CaltrainAlertsAnswer.self)
            #expect(!alerts.alerts.isEmpty)
            let flagged = Set(answer.trains.flatMap(\.alerts))
            #expect(flagged.isSubset(of: Set(alerts.alerts.map(\.id))))
        }
    }

    private struct Positions: Decodable {
        struct Train: Decodable {
            struct Station: Decodable {
                var name: String
            }

            var number: String
            var delay: Int?
            var previous: Station
            var next: Station?

            enum CodingKeys: String, CodingKey {
                case number
                case delay = "delay_s"
                case previous = "previous_station"
                case next = "next_station"
            }
        }

        var status: String
        var trains: [Train]

        enum CodingKeys: String, CodingKey {
            case trains
            case status = "realtime_status"
        }
    }

    @Test func theRunningTrainsArePlacedFromWhatThePollerHoldsWithoutAskingTheSimulated511() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T15:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try ServerHarness(caltrain: upstream.timetable, caltrainSources: upstream.sources())
        harness.clock.set(clock.now())
        await harness.dependencies.caltrainLive?.refreshIfDue()
        let asked = upstream.count("/transit")
        try await harness.test { client in
            let answer = try await client.get("/api/v1/caltrain/positions").decode(Positions.self)
            #expect(answer.status == "live")
            // a weekday morning: trains both ways, some of them late in 511's report
            #expect(answer.trains.count >= 4)
            #expect(answer.trains.contains { ($0.delay ?? 0) > 0 })
            #expect(answer.trains.allSatisfy { $0.next.map { $0.name != "" } ?? true })
        }
        #expect(upstream.count("/transit") == asked)
    }

    @Test func a511OutageKeepsTheTimetableAndLabelsTheRealtimeStaleWithoutShowingTheKey() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T15:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try ServerHarness(caltrain: upstream.timetable, caltrainSources: upstream.sources())
        harness.clock.set(clock.now())
        await harness.dependencies.caltrainLive?.refreshIfDue()
        upstream.failing511 = 503
        for _ in 0..<3 {
            clock.advance(by: 90)
            harness.clock.advance(by: 90)
            await harness.dependencies.caltrainLive?.refreshIfDue()
        }
        try await harness.test { client in
            let response = try await client.get(path)
            let text = String(buffer: response.body)
            let answer = try response.decode(Trains.self)
            #expect(response.status == .ok)
            #expect(answer.status == "stale")
            #expect(answer.note == "Real-time is 4 min old.")
            #expect(answer.trains.compactMap(\.realtime).allSatisfy { $0.stale && $0.age == 270 })
            #expect(!text.contains(CaltrainSimulation.fiveOneOneKey))
        }
    }

    @Test func aWrongKeyLeavesTheTimetableAndSaysWhyWithTheKeyInNoAnswerOrLogLine() async throws {
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-22T15:00:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try ServerHarness(caltrain: upstream.timetable, caltrainSources: upstream.sources(key: "wrong-key-123"))
        harness.clock.set(clock.now())
        await harness.dependencies.caltrainLive?.refreshIfDue()
        let lines = LockedValue<[String]>([])
        var logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
        logger.logLevel = .trace
        try await harness.test(logger: logger) { client in
            _ = try await client.get("/api/v1/caltrain/alerts?lang=xx")
            let response = try await client.get(path)
            let answer = try response.decode(Trains.self)
            #expect(answer.status == "missing")
            #expect(answer.note?.contains("401") == true)
            #expect(answer.trains.count == 20)
            #expect(!String(buffer: response.body).contains("wrong-key-123"))
        }
        #expect(!lines.value.isEmpty)
        #expect(!lines.value.contains { $0.contains("wrong-key-123") })
    }

    /// The events as a trains answer carries them.
    private struct Events: Decodable {
        struct Event: Decodable { var name: String }

        var events: [Event]?
        var note: String?

        enum CodingKeys: String, CodingKey {
            case events
            case note = "events_note"
        }
    }

    @Test func eventsNotFetchedYetAreNotAnsweredAsNone() async throws {
        let upstream = SimulatedCaltrain(clock: ManualTimeSource(now: Date(timeIntervalSince1970: 1_790_000_000)))
        let harness = try upstream.harness()
        try await harness.test { client in
            let first = try await client.get(path).decode(Events.self)
            #expect(first.events == nil)
            #expect(first.note?.contains("not known yet") == true)

            await settle(harness)
            let second = try await client.get(path).decode(Events.self)
            #expect(second.events != nil, "fetched: the events, or none tonight")
            #expect(second.note == nil)
        }
    }

    @Test func withoutAKeyTheAnswerSaysItIsTimetableOnly() async throws {
        try await ServerHarness().test { client in
            let answer = try await client.get(path).decode(Trains.self)
            #expect(answer.status == "off")
            #expect(answer.note?.contains("no 511 key") == true)
            #expect(answer.trains.allSatisfy { $0.realtime == nil })
        }
    }
}

/// The alerts answer, as far as these tests read it.
struct CaltrainAlertsAnswer: Decodable {
    struct Alert: Decodable {
        var id: String
        var header: String
    }

    var alerts: [Alert]
}
