import Foundation
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBus

/// The selection rules on real-shaped replies, read against `TestNetwork` at 21:02:00.
struct ArrivalSelectionTests {
    private let now = hongKongTime("21:02:00")
    private let fetchedAt = hongKongTime("21:01:58")

    /// The arrivals a fixture gives at a stop.
    private func arrivals(
        _ rows: [UpstreamArrival], at stopID: String = TestNetwork.busyStop
    ) -> [Arrival] {
        ArrivalSelection.arrivals(
            from: rows, visits: TestNetwork.visits(at: stopID), atStop: stopID, fetchedAt: fetchedAt, now: now
        )
    }

    /// Each arrival as `variant eta_seq hh:mm:ss`, or the English remark when there is no time.
    private func summary(_ arrivals: [Arrival]) -> [String] {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        formatter.timeZone = TimeZone(identifier: "Asia/Hong_Kong")
        return arrivals.map { arrival in
            "\(arrival.key) \(arrival.etaSequence) \(arrival.eta.map(formatter.string) ?? arrival.remark.en)"
        }
    }

    private func only(_ key: String, in arrivals: [Arrival]) -> [Arrival] {
        arrivals.filter { $0.key == Build.routeKey(key) }
    }

    // MARK: KMB /stop-eta

    @Test func aBusyStopKeepsOneRowPerBusInTimeOrder() async throws {
        // given every route's rows at the busy stop
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        // when they are selected
        let selected = arrivals(rows)

        // then each variant keeps its own buses, sorted by time across routes; route 6's bus that left 30 s ago is
        // not shown first while its next one is coming
        #expect(
            summary(selected) == [
                "KMB:6:O:1 3 21:02:59",
                "KMB:35A:O:1 1 21:04:30",
                "KMB:11:O:1 1 21:05:00",
                "KMB:35A:O:1 1 21:06:00",
                "KMB:234A:O:1 1 21:08:12",
                "KMB:2X:O:1 1 21:09:00",
                "KMB:234A:O:2 1 21:15:30",
                "KMB:11:O:1 2 21:20:00",
                "KMB:234A:O:1 2 21:31:00",
                "KMB:11:O:1 3 21:35:00",
                "KMB:234A:I:1 1 21:44:00",
            ])
    }

    @Test func aLoopAtItsTerminusKeepsTheDeparturesNotTheBusesEndingThere() async throws {
        // given a circular route reported at seq 1 (leaving) and seq 4 (ending the loop) at the same stop
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")
        #expect(Set(rows.filter { $0.route == "11" }.map(\.sequence)) == [1, 4])

        // when they are selected
        let loop = only("KMB:11:O:1", in: arrivals(rows))

        // then only the seq 1 rows remain, each eta_seq once, from the timetable
        #expect(summary(loop) == ["KMB:11:O:1 1 21:05:00", "KMB:11:O:1 2 21:20:00", "KMB:11:O:1 3 21:35:00"])
        #expect(loop.allSatisfy { $0.isScheduled })
        #expect(loop.first?.destination.tc == "竹園邨 (循環線)")
    }

    @Test func bothDirectionsAtAStopAreKeptWithTheirOwnDestinations() async throws {
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let selected = arrivals(rows)

        let westStation = "Tsuen Wan West Station"
        #expect(only("KMB:234A:O:1", in: selected).map(\.destination.en) == [westStation, westStation])
        #expect(only("KMB:234A:I:1", in: selected).map(\.destination.en) == ["Tsuen Wan (Tsuen Wan Station)"])
    }

    @Test func serviceTypesStayApartAndUnknownOnesAreDropped() async throws {
        // given 234A outbound reported as service types 1, 2 and 3, of which the network has 1 and 2
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let selected = arrivals(rows).filter { $0.route == "234A" && $0.direction == .outbound }

        #expect(
            summary(selected) == [
                "KMB:234A:O:1 1 21:08:12", "KMB:234A:O:2 1 21:15:30", "KMB:234A:O:1 2 21:31:00",
            ])
    }

    @Test func aRepeatedEtaSeqRowIsKeptOnce() async throws {
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")
        let key = Build.routeKey("KMB:234A:O:1")
        let visit = try #require(TestNetwork.visits(at: TestNetwork.busyStop).first { $0.route.key == key })
        let isFirstBus = { (row: UpstreamArrival) in
            row.route == key.route && row.direction == key.direction && row.serviceType == 1 && row.etaSequence == 1
        }
        #expect(rows.filter(isFirstBus).count == 2)

        let selected = ArrivalSelection.selectedRows(for: visit, in: rows)

        #expect(selected.map(\.etaSequence) == [1, 2])
    }

    @Test func theSeqNearestARenumberedPositionWins() async throws {
        // given 2X at position 7 (seq 8) in the network, while KMB reports seq 9 and seq 25
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let selected = only("KMB:2X:O:1", in: arrivals(rows))

        #expect(summary(selected) == ["KMB:2X:O:1 1 21:09:00"])
    }

    @Test func aStopVisitedTwiceMidRouteKeepsBothVisits() async throws {
        // given 35A calling at positions 2 and 6, reported at seq 3 and seq 7
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let selected = only("KMB:35A:O:1", in: arrivals(rows))

        #expect(summary(selected) == ["KMB:35A:O:1 1 21:04:30", "KMB:35A:O:1 1 21:06:00"])
    }

    @Test func routesNotCallingAtTheStopAreDropped() async throws {
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")
        #expect(rows.contains { $0.route == "N39" })

        #expect(!arrivals(rows).contains { $0.route == "N39" })
    }

    @Test func minutesAreWholeMinutesRoundedDownAndABusThatLeftGivesWayToTheNext() async throws {
        // given route 6 at 21:00:30 (90 s ago), 21:01:30 (30 s ago) and 21:02:59, with 234A at 21:08:12
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let selected = arrivals(rows)

        // then the buses that left are gone while the next is coming, and the others round down
        let six = only("KMB:6:O:1", in: selected)
        #expect(six.map(\.etaSequence) == [3])
        #expect(six.map(\.minutes) == [0])
        #expect(only("KMB:234A:O:1", in: selected).map(\.minutes) == [6, 29])
    }

    @Test func aBusThatJustLeftShowsAsLeftWhenNoOtherIsComing() async throws {
        // given route 6's rows, of which only the one 30 s past remains within the grace (the clock moved on)
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")
        let later = hongKongTime("21:03:20")

        let selected = ArrivalSelection.arrivals(
            from: rows, visits: TestNetwork.visits(at: TestNetwork.busyStop), atStop: TestNetwork.busyStop,
            fetchedAt: fetchedAt, now: later)

        // then the bus 20 s past shows with no minutes ("-"), being the only one of its line
        let six = only("KMB:6:O:1", in: selected)
        #expect(six.map(\.etaSequence) == [3])
        #expect(six.map(\.minutes) == [nil])
        #expect(six.map(\.hasJustPassed) == [true])
    }

    @Test func aLineReadsOnceAndNeverSaysFinalBusBesideATime() {
        // given two service types of one route to one destination, one with a time twice and one whose last bus left
        let key = Build.routeKey("KMB:170:O:1")
        let special = Build.routeKey("KMB:170:O:2")
        let soon = now.addingTimeInterval(600)
        func arrival(_ key: RouteKey, eta: Date?, remark: String, sequence: Int) -> Arrival {
            Arrival(
                key: key, stopID: TestNetwork.busyStop, destination: Build.text("Wong Tai Sin Pier"),
                remark: Build.text(remark), eta: eta, minutes: eta.map { _ in 10 }, isScheduled: false,
                etaSequence: sequence, upstreamTimestamp: nil, fetchedAt: fetchedAt)
        }
        let rows = [
            arrival(key, eta: soon, remark: "", sequence: 1), arrival(key, eta: soon, remark: "", sequence: 2),
            arrival(special, eta: nil, remark: "The final bus has departed from this stop", sequence: 1),
        ]

        // when
        let shown = ArrivalSelection.withoutContradictions(rows, now: now)

        // then one chip for the time, and no final-bus remark beside it
        #expect(shown.count == 1)
        #expect(shown.first?.eta == soon)
    }

    @Test func aLineIsItsRouteAndDestinationWhateverTheCaseAndOtherLinesKeepTheirRows() {
        // given one line written in two cases (a bus just left, one coming, the coming one twice) and another route
        // whose only bus just left
        let soon = now.addingTimeInterval(300)
        let past = now.addingTimeInterval(-20)
        func arrival(_ key: String, to destination: String, eta: Date, sequence: Int) -> Arrival {
            Arrival(
                key: Build.routeKey(key), stopID: TestNetwork.busyStop, destination: Build.text(destination),
                remark: Build.text(""), eta: eta, minutes: nil, isScheduled: false, etaSequence: sequence,
                upstreamTimestamp: nil, fetchedAt: fetchedAt)
        }
        let rows = [
            arrival("KMB:1:O:1", to: "STAR FERRY", eta: past, sequence: 1),
            arrival("CTB:1:O:1", to: "Star Ferry", eta: soon, sequence: 1),
            arrival("KMB:1:O:1", to: "STAR FERRY", eta: soon, sequence: 2),
            arrival("KMB:2:O:1", to: "STAR FERRY", eta: past, sequence: 1),
        ]

        // when
        let shown = ArrivalSelection.withoutContradictions(rows, now: now)

        // then route 1 shows its coming bus once; route 2's bus that just left stays, being its line's only one
        #expect(shown.map(\.key.description) == ["CTB:1:O:1", "KMB:2:O:1"])
    }

    @Test func trackedScheduledAndTimestampsAreCarried() async throws {
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let outbound = only("KMB:234A:O:1", in: arrivals(rows))

        #expect(outbound.map(\.isTracked) == [true, false])
        #expect(outbound.map(\.isScheduled) == [false, true])
        #expect(outbound.map(\.remark.sc) == ["", "原定班次"])
        #expect(outbound.allSatisfy { $0.upstreamTimestamp == hongKongTime("21:01:44") && $0.fetchedAt == fetchedAt })
        #expect(outbound.allSatisfy { $0.stopID == TestNetwork.busyStop })
    }

    // MARK: remark-only rows

    @Test func aRemarkOnlyRowIsDroppedWhenTheVariantHasATime() async throws {
        // given 234A inbound with its final bus timed and a second row with no time
        let rows = try await FixtureRows.kmb("kmb/stop-eta-busy.json")

        let inbound = only("KMB:234A:I:1", in: arrivals(rows))

        #expect(inbound.map(\.remark.en) == ["Final Bus"])
    }

    @Test func finalBusDepartedIsKeptForItsVariantOnly() async throws {
        // given 234A outbound past its final bus, while inbound still has one
        let rows = try await FixtureRows.kmb("kmb/stop-eta-final-bus-departed.json")

        let selected = arrivals(rows)

        // then outbound shows the remark with no time, after inbound's timed bus
        #expect(
            summary(selected) == [
                "KMB:234A:I:1 1 21:44:00", "KMB:234A:O:1 1 The final bus has departed from this stop",
            ])
        let departed = try #require(selected.last)
        #expect(departed.isRemarkOnly && departed.minutes == nil && !departed.hasJustPassed && !departed.isTracked)
        #expect(departed.remark.tc == "最後班次已過")
    }

    @Test func suspendedEtasShowOneRemarkPerVariantInRouteOrder() async throws {
        // given a typhoon: every route at the stop suspended, the loop reported at both of its seq values
        let rows = try await FixtureRows.kmb("kmb/stop-eta-suspended.json")

        let selected = arrivals(rows)

        #expect(
            summary(selected) == [
                "KMB:11:O:1 1 ETA service suspended",
                "KMB:234A:O:1 1 ETA service suspended",
                "KMB:234A:I:1 1 ETA service suspended",
            ])
    }

    // MARK: Citybus /eta

    @Test func aCitybusTerminusOffersOnlyTheDirectionThatLeavesFromIt() async throws {
        // given route 11's reply at its terminus: leaving outbound at seq 1, arriving inbound at seq 48, its last stop
        let rows = try await FixtureRows.citybus("citybus/eta-11.json")
        #expect(rows.contains { $0.direction == .inbound })

        let selected = arrivals(rows, at: TestNetwork.terminus)

        // then buses that end here are not offered as arrivals from here
        #expect(summary(selected) == ["CTB:11:O:1 1 21:10:00", "CTB:11:O:1 2 21:25:00", "CTB:11:O:1 3 21:40:00"])
        #expect(selected.first?.destination.en == "Jardine's Lookout")
    }

    @Test func aCitybusDirectionNotCallingAtTheStopIsDropped() async throws {
        // given route 1's reply with an inbound row, while inbound 1 does not call at the stop
        let rows = try await FixtureRows.citybus("citybus/eta-1.json")
        #expect(rows.contains { $0.direction == .inbound })

        let selected = arrivals(rows, at: TestNetwork.terminus)

        #expect(summary(selected) == ["CTB:1:O:1 1 21:07:05", "CTB:1:O:1 2 21:19:30"])
    }

    // MARK: rules

    @Test func expectedSequencesSkipALoopsEndButKeepRepeatedVisits() throws {
        let visits = TestNetwork.visits(at: TestNetwork.busyStop)
        let loop = try #require(visits.first { $0.route.route == "11" })
        let twice = try #require(visits.first { $0.route.route == "35A" })

        #expect(loop.positions.sorted() == [0, 3])
        #expect(ArrivalSelection.expectedSequences(of: loop) == [1])
        #expect(ArrivalSelection.expectedSequences(of: twice).sorted() == [3, 7])
    }

    @Test func aRowWithoutADestinationTakesTheVariants() throws {
        let visit = try #require(TestNetwork.visits(at: TestNetwork.terminus).first { $0.route.route == "1" })
        let row = UpstreamArrival(
            company: .ctb, route: "1", direction: .outbound, serviceType: 1, sequence: 3, destination: .empty,
            etaSequence: 1, eta: hongKongTime("21:07:00"), remark: .empty, dataTimestamp: nil
        )

        let selected = ArrivalSelection.arrivals(
            from: [row], visits: [visit], atStop: TestNetwork.terminus, fetchedAt: fetchedAt, now: now
        )

        #expect(selected.map(\.destination) == [Build.text("Terminus")])
    }

    @Test func departuresSortByTimeThenRouteNumberVariantAndEtaSeqKeepingTiesInOrder() {
        // given arrivals out of order: untimed ones, routes read as numbers, both directions and a tie
        let arrival = { (key: String, eta: String?, etaSequence: Int, remark: String) in
            Arrival(
                key: Build.routeKey(key), stopID: TestNetwork.busyStop, destination: .empty,
                remark: Build.text(remark), eta: eta.map(hongKongTime), minutes: nil, isScheduled: false,
                etaSequence: etaSequence, upstreamTimestamp: nil, fetchedAt: fetchedAt)
        }
        let arrivals = [
            arrival("KMB:10:O:1", nil, 1, "a"), arrival("KMB:2:I:1", "21:10:00", 1, "b"),
            arrival("KMB:2:O:1", "21:10:00", 2, "c"), arrival("KMB:2:O:1", "21:10:00", 1, "d"),
            arrival("KMB:9:O:1", nil, 1, "e"), arrival("KMB:10:O:1", "21:05:00", 1, "f"),
            arrival("KMB:9:O:1", nil, 1, "g"), arrival("KMB:1A:O:1", "21:10:00", 1, "h"),
        ]

        let sorted = ArrivalSelection.sorted(arrivals)

        // then timed first by time, then by route number as read, direction and eta_seq; untimed ties keep order
        #expect(sorted.map(\.remark.en) == ["f", "h", "d", "c", "b", "e", "g", "a"])
    }

    @Test(arguments: [
        (LocalizedText(en: "Scheduled Bus", tc: "原定班次", sc: "原定班次"), true),
        (LocalizedText(en: "", tc: "原定班次", sc: ""), true),
        (LocalizedText(en: "scheduled bus", tc: "", sc: ""), true),
        (LocalizedText(en: "Final Bus", tc: "最後班次", sc: "最后班次"), false),
        (LocalizedText.empty, false),
    ])
    func scheduledIsReadFromTheRemark(remark: LocalizedText, isScheduled: Bool) {
        #expect(ArrivalSelection.isScheduled(remark) == isScheduled)
    }
}
