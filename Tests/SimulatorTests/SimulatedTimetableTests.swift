import Foundation
import HongKongBus
import NextStopCore
import Simulator
import Testing

@Suite struct SimulatedTimetableTests {
    /// Buses every 10 minutes from 06:00 to 23:00, two minutes between stops.
    let timetable = SimulatedTimetable(
        firstDeparture: 6 * 3_600, lastDeparture: 23 * 3_600, headway: 600, secondsPerStop: 120
    )

    private func at(_ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
        HongKongTime.date(year: 2026, month: 7, day: 30, hour: hour, minute: minute, second: second)
    }

    @Test func reportsTheNextThreeBuses() {
        // When asking at 10:01 for the fourth stop (six minutes from the start)
        let arrivals = timetable.arrivals(atPosition: 3, now: at(10, 1))

        // Then the buses leaving at 09:59 (tracked), 10:09 and 10:19 (scheduled) are reported
        #expect(arrivals.map(\.etaSequence) == [1, 2, 3])
        #expect(arrivals.map(\.eta) == [at(10, 6), at(10, 16), at(10, 26)])
        #expect(arrivals.map(\.remark) == [.tracked, .scheduled, .scheduled])
    }

    @Test func theSameBusComesCloserAsTimePasses() throws {
        // Given the next bus at 10:01
        let first = try #require(timetable.arrivals(atPosition: 3, now: at(10, 1)).first?.eta)

        // When asking again three minutes later
        let later = try #require(timetable.arrivals(atPosition: 3, now: at(10, 4)).first?.eta)

        // Then it is the same bus, now closer
        #expect(later == first)
        #expect(later.timeIntervalSince(at(10, 4)) < first.timeIntervalSince(at(10, 1)))
    }

    @Test func marksTheDaysLastBus() {
        // When asking just before the 23:00 departure reaches the fourth stop
        let arrivals = timetable.arrivals(atPosition: 3, now: at(23, 5))

        // Then it is the only one reported, marked final
        #expect(arrivals == [SimulatedArrival(etaSequence: 1, eta: at(23, 6), remark: .finalBus)])
    }

    @Test func afterTheLastBusReportsItHasDeparted() {
        // When asking at 03:00, long after the last bus and hours before the first
        let arrivals = timetable.arrivals(atPosition: 3, now: at(3))

        // Then one row without a time says the final bus has departed
        #expect(arrivals == [SimulatedArrival(etaSequence: 1, eta: nil, remark: .finalBusDeparted)])
        #expect(ArrivalRemark.finalBusDeparted.text.en == "The final bus has departed from this stop")
        #expect(ArrivalRemark.finalBusDeparted.text.tc == "最後班次已過")
    }

    @Test func remarksReadInThreeLanguages() {
        // Then each remark carries the APIs' wording
        #expect(ArrivalRemark.tracked.text == .empty)
        #expect(ArrivalRemark.scheduled.text == LocalizedText(en: "Scheduled Bus", tc: "原定班次", sc: "原定班次"))
        #expect(ArrivalRemark.finalBus.text == LocalizedText(en: "Final Bus", tc: "最後班次", sc: "最后班次"))
        #expect(ArrivalRemark.suspended.text == LocalizedText(en: "ETA service suspended", tc: "暫停預報", sc: "暂停预报"))
    }

    @Test func derivedTimetablesDependOnSeedAndKey() {
        // Given two keys and two seeds
        let key = RouteKey(company: .kmb, route: "1A", direction: .outbound, serviceType: 1)
        let other = RouteKey(company: .kmb, route: "1A", direction: .inbound, serviceType: 1)

        // Then the same seed and key give the same timetable, within a plausible service day
        let timetable = SimulatedTimetable(key: key, seed: 5)
        #expect(timetable == SimulatedTimetable(key: key, seed: 5))
        #expect((5 * 3_600...7 * 3_600).contains(timetable.firstDeparture))
        #expect((23 * 3_600..<24 * 3_600).contains(timetable.lastDeparture))
        let others = [SimulatedTimetable(key: other, seed: 5)] + (6...10).map { SimulatedTimetable(key: key, seed: $0) }
        #expect(others.contains { $0 != timetable })
    }
}
