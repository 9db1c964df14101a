import GTFS
import Testing

@Suite struct ValueParsingTests {
    @Test func parsesPaddedUnpaddedAndPastMidnightTimes() {
        #expect(ServiceTime("05:43:00")?.seconds == 5 * 3600 + 43 * 60)
        #expect(ServiceTime("5:43:00")?.seconds == 5 * 3600 + 43 * 60)
        #expect(ServiceTime("27:12:00")?.seconds == 27 * 3600 + 12 * 60)
        #expect(ServiceTime(" 24:30:15 ")?.seconds == 24 * 3600 + 30 * 60 + 15)
        #expect(ServiceTime("27:12:00")?.isAfterMidnight == true)
        #expect(ServiceTime("5:43:00")?.description == "05:43:00")
    }

    @Test(arguments: ["", "5:43", "5:60:00", "5:43:61", "ab:cd:ef", "05-43-00", "1234:00:00", "5:4:00"])
    func rejectsMalformedTimes(_ text: String) {
        #expect(ServiceTime(text) == nil)
    }

    @Test func parsesDatesAndWeekdays() throws {
        let memorialDay = try #require(ServiceDate("20260525"))
        #expect(memorialDay.components == (2026, 5, 25))
        #expect(memorialDay.weekday == .monday)
        #expect(memorialDay.description == "2026-05-25")
        #expect(memorialDay.gtfsString == "20260525")
        #expect(ServiceDate("2026-03-08")?.weekday == .sunday)
        #expect(ServiceDate("19700101")?.dayNumber == 0)
        #expect(ServiceDate("20240229")?.adding(days: 1) == ServiceDate("20240301"))
        #expect(ServiceDate("20260101")!.days(until: ServiceDate("20270101")!) == 365)
    }

    @Test(arguments: ["20260230", "20261301", "2026010", "2026o101", "20250229"])
    func rejectsImpossibleDates(_ text: String) {
        #expect(ServiceDate(text) == nil)
    }

    @Test func roundTripsDayNumbersAcrossCenturies() {
        for dayNumber in stride(from: -800_000, through: 800_000, by: 997) {
            let date = ServiceDate(dayNumber: dayNumber)
            let (year, month, day) = date.components
            #expect(ServiceDate(year: year, month: month, day: day) == date)
        }
    }
}
