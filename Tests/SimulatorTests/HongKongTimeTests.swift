import Foundation
import Simulator
import Testing

@Suite struct HongKongTimeTests {
    @Test func writesTheAPIsTimestampForm() {
        // Given 13:31:05 UTC, which is 21:31:05 in Hong Kong
        let date = Date(timeIntervalSince1970: 1_785_418_265)

        // Then it is written with +08:00
        #expect(HongKongTime.string(from: date) == "2026-07-30T21:31:05+08:00")
    }

    @Test func buildsWallClockDates() {
        // Given a Hong Kong wall-clock time
        let date = HongKongTime.date(year: 2026, month: 7, day: 30, hour: 21, minute: 31, second: 5)

        // Then it is the same instant and round-trips
        #expect(date.timeIntervalSince1970 == 1_785_418_265)
        #expect(HongKongTime.string(from: date) == "2026-07-30T21:31:05+08:00")
    }

    @Test func dayStartsAtHongKongMidnight() {
        // Given 01:30 on 1 March 2028 in Hong Kong (still 29 February in UTC)
        let date = HongKongTime.date(year: 2028, month: 3, day: 1, hour: 1, minute: 30)

        // Then its day starts at Hong Kong midnight of 1 March
        #expect(HongKongTime.string(from: HongKongTime.startOfDay(containing: date)) == "2028-03-01T00:00:00+08:00")
    }
}
