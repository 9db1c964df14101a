import Foundation
import GTFS
import LiveTransport
import Logging
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@testable import NextStopServer
@testable import Providers

/// The agency poller under upstream faults: each feed fails on its own, a failed poll keeps the last good copy (stale
/// once it is three polls old), a timetable that fails to load again keeps the one in use and one that never loads is
/// asked for every five minutes, and a feed that never answers costs one timeout, not the poller.
struct AgencyPollerTests {
    private static let tripUpdatesURL = URL(string: "https://agency.example/gtfs-rt/trip-updates.pb")!
    private static let alertsURL = URL(string: "https://agency.example/gtfs-rt/alerts.pb")!
    private static let vehiclesURL = URL(string: "https://agency.example/gtfs-rt/vehicle-positions.pb")!

    private let clock = ManualTimeSource(now: Date(timeIntervalSince1970: 1_790_000_000))
    private let simulated = SimulatedBusAgency(seed: 1)

    private func poller(
        _ agency: TransitAgency, transport: any HTTPTransport, feeds: AgencyPoller.Feeds? = nil, timeout: TimeInterval = 10,
        timetable: @escaping @Sendable () async throws -> GTFSFeed = { TransitHarness.timetable }
    ) -> AgencyPoller {
        AgencyPoller(
            agency: agency,
            feeds: feeds
                ?? AgencyPoller.Feeds(
                    tripUpdates: Self.tripUpdatesURL, alerts: Self.alertsURL, vehiclePositions: Self.vehiclesURL),
            loadTimetable: timetable, client: GTFSRealtimeClient(transport: transport, timeout: timeout, time: clock),
            timeSource: clock, logger: Logger(label: "agency-poller-test"))
    }

    private func protobuf(_ bytes: [UInt8]) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: 200, headers: ["Content-Type": "application/x-protobuf"], body: Data(bytes)))
    }

    @Test func eachFeedFailsOnItsOwn() async throws {
        let transport = ScriptedTransport()
        transport.script(Self.tripUpdatesURL, protobuf(simulated.tripUpdates(at: clock.now())))
        transport.script(Self.alertsURL, .fail(.timeout))
        transport.script(Self.vehiclesURL, .respond(HTTPResponse(status: 200, body: Data("<html>maintenance</html>".utf8))))
        let agency = TransitAgency(id: "peninsula-bus", live: AgencyLive())

        await poller(agency, transport: transport).pollOnce()

        let snapshot = agency.live.snapshot
        #expect(snapshot.tripUpdates?.updates.isEmpty == false)
        #expect(snapshot.alerts == nil)
        #expect(snapshot.vehicles == nil)
        #expect(snapshot.failure?.hasPrefix("vehicle positions:") == true)
        #expect(snapshot.freshness(at: clock.now())?.stale == false)
    }

    @Test func aFailedPollKeepsTheLastGoodUpdatesUntilTheyGoStale() async throws {
        let transport = ScriptedTransport()
        let first = simulated.tripUpdates(at: clock.now())
        transport.script(Self.tripUpdatesURL, protobuf(first), .fail(.server(status: 503)))
        let agency = TransitAgency(id: "peninsula-bus", live: AgencyLive())
        agency.live.install(timetable: TransitHarness.timetable)
        let feeds = AgencyPoller.Feeds(tripUpdates: Self.tripUpdatesURL, alerts: nil, vehiclePositions: nil)
        let poller = poller(agency, transport: transport, feeds: feeds)
        await poller.pollOnce()
        let fetchedAt = clock.now()
        let kept = try #require(agency.live.snapshot.tripUpdates)

        clock.advance(by: 60)
        await poller.pollOnce()
        let snapshot = agency.live.snapshot
        #expect(snapshot.tripUpdates?.updates.count == kept.updates.count)
        #expect(snapshot.fetchedAt == fetchedAt)
        #expect(snapshot.failure?.hasPrefix("trip updates:") == true)
        #expect(snapshot.freshness(at: clock.now()) == AgencyLive.Freshness(ageSeconds: 60, stale: false))

        clock.advance(by: 61)
        #expect(agency.live.snapshot.freshness(at: clock.now())?.stale == true)
        let system = TransitSystem(agencies: [agency], timeSource: clock)
        #expect(system.healthReasons(at: clock.now()).contains { $0.contains("trip updates are 2 minutes old") })
    }

    @Test func aTimetableThatFailsToLoadAgainKeepsTheOneInUse() async throws {
        let loads = LockedValue(0)
        let agency = TransitAgency(id: "peninsula-bus", live: AgencyLive())
        let poller = poller(agency, transport: ScriptedTransport()) {
            let attempt = loads.withLock { count in
                count += 1
                return count
            }
            guard attempt == 1 else { throw UpstreamError.server(status: 502) }
            return TransitHarness.timetable
        }
        #expect(await poller.loadTimetableOnce())
        #expect(await !poller.loadTimetableOnce())
        #expect(agency.live.snapshot.timetable?.stops.count == TransitHarness.timetable.stops.count)
    }

    @Test func aTimetableThatCannotBeLoadedIsAskedForEveryFiveMinutesNotEveryPoll() async throws {
        // A clock that moves only when the test moves it, one 30 s poll at a time.
        let clock = ManualTimeSource(now: Date(timeIntervalSince1970: 1_790_000_000), sleepersWaitForAdvance: true)
        let loads = LockedValue(0)
        let poller = AgencyPoller(
            agency: TransitAgency(id: "peninsula-bus", live: AgencyLive()),
            feeds: AgencyPoller.Feeds(tripUpdates: nil, alerts: nil, vehiclePositions: nil),
            loadTimetable: {
                loads.withLock { $0 += 1 }
                throw UpstreamError.server(status: 503)
            },
            client: GTFSRealtimeClient(transport: ScriptedTransport(), time: clock), timeSource: clock,
            logger: Logger(label: "agency-poller-test"))
        let running = Task { try await poller.run() }
        for _ in 0..<120 {
            await waitUntil { clock.sleeperCount == 1 }
            clock.advance(by: 30)
        }
        await waitUntil { clock.sleeperCount == 1 }
        running.cancel()
        _ = try? await running.value
        // An hour of 120 polls: one load at the start, then one each 300 s.
        #expect(loads.value == 13)
    }

    @Test(.timeLimit(.minutes(2)))
    func aFeedThatNeverAnswersCostsOneTimeoutAndKeepsTheLastUpdates() async throws {
        let agency = TransitAgency(id: "peninsula-bus", live: AgencyLive())
        let scripted = ScriptedTransport()
        scripted.script(Self.tripUpdatesURL, protobuf(simulated.tripUpdates(at: clock.now())))
        await poller(agency, transport: scripted).pollOnce()
        let kept = try #require(agency.live.snapshot.tripUpdates)

        let blackHole = try LoopbackSocket(listening: true)
        defer { blackHole.close() }
        let silent = AgencyPoller.Feeds(
            tripUpdates: blackHole.baseURL.appendingPathComponent("trip-updates.pb"), alerts: nil, vehiclePositions: nil)
        await poller(agency, transport: AsyncHTTPTransport(), feeds: silent, timeout: 1).pollOnce()

        let snapshot = agency.live.snapshot
        #expect(snapshot.tripUpdates?.updates.count == kept.updates.count)
        #expect(snapshot.failure?.hasPrefix("trip updates:") == true)
    }
}
