import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// What the service asks the upstreams for, and what it answers, over scripted fixture replies.
struct ArrivalsServiceTests {
    private let busy = TestNetwork.busyStop
    private let terminus = TestNetwork.terminus

    // MARK: one stop

    @Test func aKMBStopIsOneCallCoveringEveryRouteAndServiceType() async throws {
        // given the busy stop's /stop-eta
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))

        // when its arrivals are asked for
        let arrivals = try await harness.service.arrivals(atStop: busy)

        // then one call answered every variant, fresh and complete
        #expect(harness.totalCalls == 1)
        #expect(
            Set(arrivals.arrivals.map(\.key.description)) == [
                "KMB:11:O:1", "KMB:234A:O:1", "KMB:234A:O:2", "KMB:234A:I:1", "KMB:2X:O:1", "KMB:35A:O:1", "KMB:6:O:1",
            ])
        #expect(arrivals.request == ArrivalRequest(stopID: busy))
        #expect(!arrivals.isStale && arrivals.age == 0 && arrivals.isComplete)
        #expect(arrivals.fetchedAt == hongKongTime("21:02:00"))
    }

    @Test func aRouteAtAKMBStopIsReadFromTheSameCall() async throws {
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))

        let arrivals = try await harness.service.arrivals(atStop: busy, route: "234A")

        #expect(harness.kmbCalls(busy) == 1)
        #expect(Set(arrivals.arrivals.map(\.key.description)) == ["KMB:234A:O:1", "KMB:234A:O:2", "KMB:234A:I:1"])
    }

    @Test func aCitybusStopIsOneCallPerRoute() async throws {
        // given route 11 and route 1 at the terminus
        let harness = ArrivalsHarness()
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        harness.citybus(terminus, "1", try .fixture("citybus/eta-1.json"))

        let arrivals = try await harness.service.arrivals(atStop: terminus)

        #expect(harness.citybusCalls(terminus, "11") == 1)
        #expect(harness.citybusCalls(terminus, "1") == 1)
        #expect(harness.totalCalls == 2)
        // Route 11's inbound buses end here, so only its outbound ones are offered.
        #expect(arrivals.arrivals.map(\.route) == ["1", "11", "1", "11", "11"])
    }

    @Test func aRouteAtACitybusStopIsOneCall() async throws {
        let harness = ArrivalsHarness()
        harness.citybus(terminus, "1", try .fixture("citybus/eta-1.json"))

        let arrivals = try await harness.service.arrivals(atStop: terminus, route: "1")

        #expect(harness.totalCalls == 1)
        #expect(arrivals.arrivals.map(\.minutes) == [5, 17])
    }

    @Test func anEmptyReplyIsAnEmptyAnswerNotAnError() async throws {
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-empty.json"))

        let arrivals = try await harness.service.arrivals(atStop: busy)

        #expect(arrivals.arrivals.isEmpty && arrivals.isComplete)
    }

    @Test func remarkOnlyRowsReachTheAnswer() async throws {
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-final-bus-departed.json"))

        let arrivals = try await harness.service.arrivals(atStop: busy, route: "234A")

        #expect(arrivals.arrivals.map(\.remark.en) == ["Final Bus", "The final bus has departed from this stop"])
    }

    @Test func anUnknownStopIsAnArrivalsError() async {
        let harness = ArrivalsHarness()

        await #expect(throws: ArrivalsError.unknownStop("FFFFFFFFFFFFFFFF")) {
            try await harness.service.arrivals(atStop: "FFFFFFFFFFFFFFFF")
        }
        #expect(harness.totalCalls == 0)
    }

    @Test func aRouteNotCallingAtTheStopIsAnArrivalsError() async {
        let harness = ArrivalsHarness()

        await #expect(throws: ArrivalsError.routeNotAtStop(route: "N39", stopID: busy)) {
            try await harness.service.arrivals(atStop: busy, route: "N39")
        }
        #expect(harness.totalCalls == 0)
    }

    // MARK: joint routes

    @Test func aJointRouteMergesTheOtherOperatorAtThePairedStop() async throws {
        // given route 101 run by both operators, and KMB's 6 at the same KMB stop
        let harness = ArrivalsHarness(network: TestNetwork.jointTransit)
        harness.kmb(TestNetwork.jointKMBStop, try .fixture("kmb/stop-eta-joint.json"))
        harness.citybus(TestNetwork.jointCitybusStop, "101", try .fixture("citybus/eta-101.json"))

        // when the KMB stop's arrivals are asked for
        let arrivals = try await harness.service.arrivals(atStop: TestNetwork.jointKMBStop)

        // then Citybus's 101 at the paired stop is sorted in among KMB's arrivals
        #expect(
            arrivals.arrivals.map(\.key.description) == [
                "KMB:6:O:1", "KMB:101:O:1", "CTB:101:O:1", "KMB:101:O:1", "CTB:101:O:1",
            ])
        let citybus = arrivals.arrivals.filter { $0.company == .ctb }
        #expect(citybus.allSatisfy { $0.stopID == TestNetwork.jointCitybusStop })
        #expect(harness.totalCalls == 2)
    }

    @Test func aJointRouteAskedAtTheCitybusStopTakesOnlyThatRouteFromKMB() async throws {
        let harness = ArrivalsHarness(network: TestNetwork.jointTransit)
        harness.kmb(TestNetwork.jointKMBStop, try .fixture("kmb/stop-eta-joint.json"))
        harness.citybus(TestNetwork.jointCitybusStop, "101", try .fixture("citybus/eta-101.json"))

        let arrivals = try await harness.service.arrivals(atStop: TestNetwork.jointCitybusStop)

        #expect(
            arrivals.arrivals.map(\.key.description) == [
                "KMB:101:O:1", "CTB:101:O:1", "KMB:101:O:1", "CTB:101:O:1",
            ])
    }

    // MARK: cache and stale answers

    @Test func aSecondRequestWithinTheTTLIsServedFromTheCacheWithCurrentMinutes() async throws {
        // given an answer fetched at 21:02:00
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        _ = try await harness.service.arrivals(atStop: busy)

        // when the same stop is asked for 29 s later
        harness.clock.advance(by: 29)
        let again = try await harness.service.arrivals(atStop: busy, route: "234A")

        // then no call is made, the age shows, and minutes count from now
        #expect(harness.totalCalls == 1)
        #expect(again.age == 29 && !again.isStale)
        #expect(again.arrivals.first { $0.key == Build.routeKey("KMB:234A:O:1") }?.minutes == 5)
    }

    @Test func anAnswerACacheHeldIsDatedFromTheOperatorsAnswerAndLivesOnlyWhatIsLeftOfItsTTL() async throws {
        // given the busy stop answered by another server 20 s ago, then fresh
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json", age: 20), try .fixture("kmb/stop-eta-busy.json"))

        let held = try await harness.service.arrivals(atStop: busy)
        harness.clock.advance(by: 9)
        let cached = try await harness.service.arrivals(atStop: busy)
        harness.clock.advance(by: 2)
        let refreshed = try await harness.service.arrivals(atStop: busy)

        // then it shows as 20 s old, serves 10 s more, and the next request asks the operator again
        #expect(held.age == 20 && held.fetchedAt == hongKongTime("21:01:40"))
        #expect(cached.age == 29)
        #expect(refreshed.age == 0)
        #expect(harness.kmbCalls(busy) == 2)
    }

    @Test func eachCallIsToldOnceAsFetchedAndThenOnceAsACacheHit() async throws {
        // given the terminus, answered by two Citybus calls
        let observer = RecordingObserver()
        let harness = ArrivalsHarness(observer: observer)
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        harness.citybus(terminus, "1", try .fixture("citybus/eta-1.json"))

        // when its arrivals are asked for twice within the TTL
        let first = try await harness.service.arrivals(atStop: terminus)
        let second = try await harness.service.arrivals(atStop: terminus)

        // then both calls were fetched once and then served from the cache, with the same arrivals
        #expect(observer.lookups == [.fetched, .fetched, .hit, .hit])
        #expect(harness.totalCalls == 2)
        #expect(second.arrivals == first.arrivals)
    }

    @Test func aRequestAfterTheTTLCallsAgain() async throws {
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        _ = try await harness.service.arrivals(atStop: busy)

        harness.clock.advance(by: 30)
        let again = try await harness.service.arrivals(atStop: busy)

        #expect(harness.kmbCalls(busy) == 2)
        #expect(again.age == 0 && again.fetchedAt == hongKongTime("21:02:30"))
    }

    @Test(arguments: [ScriptedTransport.Step.status(503), .fail(.timeout), .status(429)])
    func anUpstreamFailureServesTheLastGoodAnswerMarkedStale(failure: ScriptedTransport.Step) async throws {
        // given a good answer, then a failing upstream
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"), failure)
        _ = try await harness.service.arrivals(atStop: busy)

        // when the stop is asked for 45 s later
        harness.clock.advance(by: 45)
        let stale = try await harness.service.arrivals(atStop: busy)

        // then the upstream was tried, and the last answer came back stale with its age, read at the current time:
        // the bus due at 21:01:30 is gone, the one due at 21:02:59 leads
        #expect(harness.kmbCalls(busy) == 2)
        #expect(stale.isStale && stale.age == 45)
        #expect(stale.fetchedAt == hongKongTime("21:02:00"))
        let first = try #require(stale.arrivals.first)
        #expect(first.fetchedAt == hongKongTime("21:02:00"))
        #expect(first.key == Build.routeKey("KMB:6:O:1") && first.etaSequence == 3 && first.minutes == 0)
        #expect(stale.arrivals.count == 11)
        #expect(stale.notAnswering == [OperatorOutage(company: .kmb, since: hongKongTime("21:02:45"))])
    }

    @Test func anUpstreamDownWithNoGoodAnswerSaysWhichOperatorIsNotAnsweringAndSinceWhen() async {
        let harness = ArrivalsHarness()
        harness.kmb(busy, .status(500))

        await #expect(throws: ArrivalsError.notAnswering([OperatorOutage(company: .kmb, since: hongKongTime("21:02:00"))])) {
            try await harness.service.arrivals(atStop: busy)
        }
    }

    @Test func aRefusalWithNoGoodAnswerThrowsTheUpstreamError() async {
        let harness = ArrivalsHarness()
        harness.kmb(busy, .status(403))

        await #expect(throws: UpstreamError.forbidden) { try await harness.service.arrivals(atStop: busy) }
    }

    @Test func aGoodAnswerOlderThanTheStaleLimitIsNotServed() async throws {
        let harness = ArrivalsHarness(settings: LiveAnswerSettings(staleLimit: 120))
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"), .fail(.timeout))
        _ = try await harness.service.arrivals(atStop: busy)

        harness.clock.advance(by: 121)

        await #expect(throws: ArrivalsError.notAnswering([OperatorOutage(company: .kmb, since: hongKongTime("21:04:01"))])) {
            try await harness.service.arrivals(atStop: busy)
        }
    }

    @Test func oneFailingCitybusRouteLeavesTheOthersAndNamesItsVariants() async throws {
        // given route 11 answering and route 1 forbidden, as special routes can be (API-NOTES §Citybus 4)
        let harness = ArrivalsHarness()
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        harness.citybus(terminus, "1", .status(403))

        let arrivals = try await harness.service.arrivals(atStop: terminus)

        #expect(Set(arrivals.arrivals.map(\.route)) == ["11"])
        #expect(arrivals.unavailable == [Build.routeKey("CTB:1:O:1")])
        #expect(!arrivals.isComplete && !arrivals.isStale)
    }

    // MARK: batches

    @Test func aBatchMakesEveryDistinctCallOnce() async throws {
        // given requests naming two KMB stops and the Citybus terminus, some twice, and one unknown stop
        let harness = ArrivalsHarness()
        harness.kmb(busy, try .fixture("kmb/stop-eta-busy.json"))
        harness.kmb(TestNetwork.quietStop, try .fixture("kmb/stop-eta-empty.json"))
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        harness.citybus(terminus, "1", try .fixture("citybus/eta-1.json"))
        let requests = [
            ArrivalRequest(stopID: busy), ArrivalRequest(stopID: busy, route: "11"),
            ArrivalRequest(stopID: TestNetwork.quietStop), ArrivalRequest(stopID: terminus),
            ArrivalRequest(stopID: terminus, route: "11"), ArrivalRequest(stopID: busy),
            ArrivalRequest(stopID: "999999"),
        ]

        // when they are asked for together
        let expected = harness.service.upstreamCalls(for: requests)
        let results = await harness.service.arrivals(for: requests)

        // then each distinct call was made once and every request has its own answer
        #expect(
            expected == [
                ArrivalCall(company: .kmb, stopID: busy), ArrivalCall(company: .kmb, stopID: TestNetwork.quietStop),
                ArrivalCall(company: .ctb, stopID: terminus, route: "11"),
                ArrivalCall(company: .ctb, stopID: terminus, route: "1"),
            ])
        #expect(harness.totalCalls == 4)
        #expect(results.count == 6)
        #expect(try results[ArrivalRequest(stopID: busy, route: "11")]?.get().arrivals.count == 3)
        #expect(try results[ArrivalRequest(stopID: terminus)]?.get().arrivals.count == 5)
        #expect(try results[ArrivalRequest(stopID: TestNetwork.quietStop)]?.get().arrivals.isEmpty == true)
        #expect(throws: ArrivalsError.unknownStop("999999")) { try results[ArrivalRequest(stopID: "999999")]?.get() }
    }

    @Test func aBatchAndASingleRequestShareTheCache() async throws {
        let harness = ArrivalsHarness()
        harness.citybus(terminus, "11", try .fixture("citybus/eta-11.json"))
        _ = await harness.service.arrivals(for: [ArrivalRequest(stopID: terminus, route: "11")])

        _ = try await harness.service.arrivals(atStop: terminus, route: "11")

        #expect(harness.totalCalls == 1)
    }

    @Test func aFailedCallFailsOnlyTheRequestsThatNeedIt() async throws {
        let harness = ArrivalsHarness()
        harness.kmb(busy, .fail(.timeout))
        harness.citybus(terminus, "1", try .fixture("citybus/eta-1.json"))

        let results = await harness.service.arrivals(
            for: [ArrivalRequest(stopID: busy), ArrivalRequest(stopID: terminus, route: "1")]
        )

        #expect(throws: ArrivalsError.notAnswering([OperatorOutage(company: .kmb, since: hongKongTime("21:02:00"))])) {
            try results[ArrivalRequest(stopID: busy)]?.get()
        }
        #expect(try results[ArrivalRequest(stopID: terminus, route: "1")]?.get().arrivals.count == 2)
    }
}
