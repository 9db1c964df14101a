import Bikes
import Foundation
import HummingbirdTesting
import Logging
import NextStopCore
import NextStopTestSupport
import Providers
import Simulator
import Testing

@testable import NextStopServer

/// Reminders sent from what the server already fetches: each trigger driven through the upstream's real shape (KMB's
/// arrivals, TfL's docks, the Observatory's warnings), each notification read back as the browser reads it.
@Suite struct ReminderDispatcherTests {
    private static let busReminder =
        #"{"kind":"bus-arrival","watch":{"stop":"\#(ServerHarness.kmbStop)","route":"1","minutes":5}}"#

    private func dispatcher(_ dependencies: TestDependencies) throws -> ReminderDispatcher {
        try #require(ReminderDispatcher(dependencies.served, logger: Logger(label: "test")))
    }

    @Test func aBusComingIntoTheWindowIsToldOnceAndTheReminderTurnsItselfOff() async throws {
        let harness = try ServerHarness()
        let browser = TestBrowser("bus")
        let dispatcher = try dispatcher(harness.dependencies)
        try await harness.test { client in
            // given a reminder for route 1, five minutes before it comes, and the bus nine minutes away; KMB's next
            // answer has it four minutes from now
            try await browser.subscribe(client, as: .bob, lang: "tc", on: harness)
            #expect(try await client.send(.post, "/api/v1/reminders", json: Self.busReminder, as: .bob).status == .created)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 9)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 4)
            #expect(await dispatcher.dispatchOnce() == 0)

            // when a minute later the bus is three minutes away
            harness.clock.advance(by: 60)
            let sent = await dispatcher.dispatchOnce()
            harness.clock.advance(by: 60)
            let again = await dispatcher.dispatchOnce()

            // then it is told once, in the subscription's language, and the reminder is off
            #expect(sent == 1 && again == 0)
            let notifications = try browser.notifications(in: harness.transport)
            #expect(notifications.count == 1)
            #expect(notifications.first?["title"] == "1 約 3 分鐘後到站")
            #expect(notifications.first?["url"] == "/hk/stops/\(ServerHarness.kmbStop)")
            let listed = try jsonObject(try await client.send(.get, "/api/v1/reminders", as: .bob))
            let reminder = try #require((listed["reminders"] as? [[String: Any]])?.first)
            #expect(reminder["enabled"] as? Bool == false)
        }
    }

    @Test func manyRemindersOnOneStopAskTheOperatorOnce() async throws {
        let harness = try ServerHarness()
        let dispatcher = try dispatcher(harness.dependencies)
        try await harness.test { client in
            // given 40 devices each with a reminder for the same stop
            for index in 0..<40 {
                let device = Device(token: "reminder-device-token-\(String(format: "%08d", index))")
                try await TestBrowser("many-\(index)").subscribe(client, as: device, on: harness)
                _ = try await client.send(.post, "/api/v1/reminders", json: Self.busReminder, as: device)
            }
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)
            let before = harness.transport.requests.filter { $0.url.host == "data.etabus.gov.hk" }.count

            // when
            let sent = await dispatcher.dispatchOnce()

            // then every device is told, from one call to KMB
            #expect(sent == 40)
            #expect(harness.transport.requests.filter { $0.url.host == "data.etabus.gov.hk" }.count == before + 1)
        }
    }

    @Test func aWindowNotOpenAsksNothingAndTellsNothing() async throws {
        let harness = try ServerHarness()
        let browser = TestBrowser("window")
        let dispatcher = try dispatcher(harness.dependencies)
        try await harness.test { client in
            // given a weekday window that opens at 06:00, while it is 22:13 on a Monday in Hong Kong
            try await browser.subscribe(client, as: .bob, on: harness)
            let windowed = Self.busReminder.replacingOccurrences(
                of: #""minutes":5"#, with: #""minutes":5,"window":{"from":"06:00","until":"09:00","days":"weekdays"}"#)
            #expect(try await client.send(.post, "/api/v1/reminders", json: windowed, as: .bob).status == .created)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)

            // when
            let sent = await dispatcher.dispatchOnce()

            // then
            #expect(sent == 0)
            #expect(harness.transport.requests.allSatisfy { $0.url.host != "data.etabus.gov.hk" })
        }
    }

    @Test func twoServersLookingAtOnceSendEachNotificationOnce() async throws {
        let harness = try ServerHarness()
        let servers = [try dispatcher(harness.dependencies), try dispatcher(harness.dependencies)]
        try await harness.test { client in
            // given two servers sharing one store, each polling alone (the leader lost for a moment)
            try await TestBrowser("pair").subscribe(client, as: .bob, on: harness)
            _ = try await client.send(.post, "/api/v1/reminders", json: Self.busReminder, as: .bob)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)

            // when both look at the same moment
            async let first = servers[0].dispatchOnce()
            async let second = servers[1].dispatchOnce()

            // then the store's claim lets one of them send
            #expect(await first + second == 1)
        }
    }

    @Test func aFollowerOfTheClusterSendsNothing() async throws {
        let harness = try ServerHarness()
        var dependencies = harness.dependencies
        dependencies.base.operations.polling = FollowingShare()
        let dispatcher = try dispatcher(dependencies)
        try await harness.test { client in
            try await TestBrowser("follower").subscribe(client, as: .bob, on: harness)
            _ = try await client.send(.post, "/api/v1/reminders", json: Self.busReminder, as: .bob)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)

            #expect(await dispatcher.dispatchOnce() == 0)
        }
    }

    @Test func aDockRunningShortIsToldOnceEachTimeTheSimulatedCountsFallToTheLevel() async throws {
        // given 50 of TfL's docks simulated every 30 minutes for two days, read as the poller reads them, and a dock
        // whose bikes (which rise and fall once a day) fall to a level twice in that time, starting above it
        let harness = try ServerHarness()
        let simulation = LondonBikesSimulation(count: 50)
        let instants = (0..<96).map { harness.clock.now().addingTimeInterval(Double($0) * 1_800) }
        let snapshots = try instants.map { instant in
            DockSnapshot(
                docks: try TfLClient.bikePoints(from: Data(simulation.bikePointBody(at: instant))).docks, fetchedAt: instant)
        }
        @Sendable func falls(_ dock: String, to level: Int) -> [Int] {
            let counts = snapshots.map { $0.dock(id: dock)?.counts.bikes ?? Int.max }
            return counts.indices.map { index in index > 0 && counts[index] <= level && counts[index - 1] > level ? 1 : 0 }
        }
        let (dock, level) = try #require(
            snapshots[0].docks.lazy.filter { dock in snapshots.allSatisfy { $0.dock(id: dock.id)?.isUsable == true } }
                .flatMap { dock in (0...10).lazy.map { (dock.id, $0) } }
                .first { dock, level in
                    (snapshots[0].dock(id: dock)?.counts.bikes ?? 0) > level && falls(dock, to: level).reduce(0, +) == 2
                })
        var dependencies = harness.dependencies
        let feed = DockFeed()
        dependencies.bikes = feed
        feed.install(snapshots[0])
        let browser = TestBrowser("dock")
        let dispatcher = try dispatcher(dependencies)
        try await buildApplication(dependencies).test(.router) { client in
            try await browser.subscribe(client, as: .bob, on: harness)
            let kept = try await client.send(
                .post, "/api/v1/reminders",
                json: #"{"kind":"dock","at_night":true,"watch":{"dock":"\#(dock)","resource":"bikes","at_most":\#(level)}}"#,
                as: .bob)
            #expect(kept.status == .created)

            // when each poll's counts come in
            var sent: [Int] = []
            for (instant, snapshot) in zip(instants, snapshots) {
                harness.clock.set(instant)
                feed.install(snapshot)
                sent.append(await dispatcher.dispatchOnce())
            }

            // then each fall to the level is told once, and nothing while the dock stays short
            #expect(sent == falls(dock, to: level))
            let notifications = try browser.notifications(in: harness.transport)
            #expect(notifications.count == sent.reduce(0, +))
            #expect(
                notifications.allSatisfy { $0["url"] == "/bikes/london/docks/\(dock)" && $0["body"]?.hasSuffix("left") == true })
        }
    }

    @Test func nothingIsSentAtNightUnlessTheReminderAllowsIt() async throws {
        let harness = try ServerHarness()
        let dispatcher = try dispatcher(harness.dependencies)
        try await harness.test { client in
            // given two devices' reminders for the bus, one allowed at night, at 00:13 in Hong Kong
            harness.clock.advance(by: 2 * 3_600)
            try await TestBrowser("day").subscribe(client, as: .alice, on: harness)
            try await TestBrowser("night").subscribe(client, as: .bob, on: harness)
            _ = try await client.send(.post, "/api/v1/reminders", json: Self.busReminder, as: .alice)
            let atNight = Self.busReminder.replacingOccurrences(of: #""watch""#, with: #""at_night":true,"watch""#)
            _ = try await client.send(.post, "/api/v1/reminders", json: atNight, as: .bob)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)

            // when
            let sent = await dispatcher.dispatchOnce()

            // then
            #expect(sent == 1)
            #expect(harness.transport.requests.filter { $0.url.lastPathComponent == "night" && $0.method == "POST" }.count == 1)
            #expect(harness.transport.requests.allSatisfy { $0.url.lastPathComponent != "day" })
        }
    }

    @Test func aTripsLateAndCancelledTrainsAndItsAlertsAreEachToldOnce() async throws {
        // given 511 simulated at 07:13 on a Monday in California, and a reminder for trains leaving Mountain View for
        // San Francisco between 07:00 and 09:00 on weekdays, late by a minute or more
        let clock = ManualTimeSource(now: ISO8601DateFormatter().date(from: "2026-09-21T14:13:00Z")!)
        let upstream = SimulatedCaltrain(clock: clock)
        let harness = try upstream.harness()
        let browser = TestBrowser("caltrain")
        let dispatcher = try dispatcher(harness.dependencies)
        try await harness.test { client in
            try await browser.subscribe(client, as: .bob, on: harness)
            let kept = try await client.send(
                .post, "/api/v1/reminders",
                json: #"""
                    {"kind":"caltrain-trip","watch":{"from":"mountain view","to":"sf","delay":1,
                     "window":{"from":"07:00","until":"09:00","days":"weekdays"}}}
                    """#, as: .bob)
            #expect(kept.status == .created)
            await harness.dependencies.caltrainLive?.refreshIfDue()

            // when
            let sent = await dispatcher.dispatchOnce()
            let again = await dispatcher.dispatchOnce()

            // then each alert touching a train the trains answer shows in the window is told once, and each late or
            // cancelled train that no alert names
            let answer = try jsonObject(try await client.get("/api/v1/caltrain/trains?from=mountain%20view&to=sf&limit=20"))
            let trains = try #require(answer["trains"] as? [[String: Any]]).filter { train in
                let time = ((train["at_origin"] as? String) ?? "").dropFirst(11).prefix(5)
                return time >= "07:00" && time <= "09:00"
            }
            let alerts = try #require(answer["alerts"] as? [[String: Any]])
            let alertIDs = Set(trains.flatMap { $0["alerts"] as? [String] ?? [] })
            let alertHeaders = alerts.filter { alertIDs.contains($0["id"] as? String ?? "") }.compactMap {
                $0["header"] as? String
            }
            let namedTrains = Set(
                alerts.filter { alertIDs.contains($0["id"] as? String ?? "") }.flatMap { $0["trains"] as? [String] ?? [] })
            let late = trains.compactMap { train -> String? in
                guard let live = train["realtime"] as? [String: Any], let number = train["train"] as? String,
                    !namedTrains.contains(number)
                else { return nil }
                if live["cancelled"] as? Bool == true { return "Train \(number) is cancelled" }
                let delay = live["delay_s"] as? Int ?? 0
                return delay >= 60 ? "Train \(number) is \(delay / 60) min late" : nil
            }
            let titles = try browser.notifications(in: harness.transport).map { $0["title"] ?? "" }
            #expect(!late.isEmpty && !alertHeaders.isEmpty)
            #expect(titles.sorted() == (late + alertHeaders).sorted())
            #expect(sent == titles.count && again == 0)
        }
    }

    @Test func aSignalIssuedAfterTheReminderIsToldAndSignalEightEvenAtNight() async throws {
        let ask = try AskHarness(scenario: .typhoon)
        var dependencies = ask.base.dependencies
        dependencies.weather = ask.cache
        let browser = TestBrowser("warnings")
        let dispatcher = try dispatcher(dependencies)
        try await buildApplication(dependencies).test(.router) { client in
            // given a reminder made at 22:13, after this hour's warnings were issued
            try await browser.subscribe(client, as: .bob, on: ask.base)
            let kept = try await client.send(
                .post, "/api/v1/reminders", json: #"{"kind":"hk-warnings","watch":{}}"#, as: .bob)
            #expect(kept.status == .created)
            await ask.poll()
            var sent = [await dispatcher.dispatchOnce()]

            // when they are issued again at 23:00 (night), and again at 07:00
            for hours in [1.0, 8.0] {
                ask.clock.advance(by: hours * 3_600)
                await ask.poll()
                sent.append(await dispatcher.dispatchOnce())
            }

            // then the night tells only signal No. 8, the morning both
            #expect(sent == [0, 1, 2])
            let titles = try browser.notifications(in: ask.base.transport).map { $0["title"] ?? "" }
            #expect(titles.filter { $0.contains("No. 8") }.count == 2)
            #expect(titles.filter { $0.contains("Amber") }.count == 1)
        }
    }
}

/// A cluster's share as a follower sees it: another server leads.
private struct FollowingShare: UpstreamShare {
    var role: PollRole { .following }
    func publish(_ answer: SharedAnswer) async throws {}
    func answer(for key: String, fetchedAfter date: Date?, waitingUpTo seconds: TimeInterval) async throws
        -> SharedAnswer?
    { nil }
    func answer(
        for key: String, youngerThan lifetime: TimeInterval, fetch: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> SharedAnswer {
        throw UpstreamError.timeout
    }
}
