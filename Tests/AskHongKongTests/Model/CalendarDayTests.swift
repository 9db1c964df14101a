import AskHongKong
import Foundation
import Testing

struct CalendarDayTests {
    @Test func compactDatesAreReadAndWrittenWithDashes() {
        #expect(CalendarDay(compact: "20251130")?.description == "2025-11-30")
    }

    @Test(arguments: ["2025-11-30", "20251131", "2025113", "2025113X", ""])
    func anythingButARealYYYYMMDDIsRefused(text: String) {
        #expect(CalendarDay(compact: text) == nil)
    }

    @Test func keptFilesWriteTheDayAsAnswersDo() throws {
        let kept = try JSONEncoder().encode([Stub.saturday])
        #expect(String(decoding: kept, as: UTF8.self) == #"["2025-11-29"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: kept) == [Stub.saturday])
        for refused in [#"["2025-11-31"]"#, #"["20251129"]"#, #"[{"year":2025,"month":11,"day":29}]"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(refused.utf8)) }
        }
    }

    @Test func theDayIsHongKongsNotUTCs() throws {
        // 23:30 UTC on the 28th is 07:30 on the 29th in Hong Kong.
        let instant = try Date("2025-11-28T23:30:00Z", strategy: .iso8601)
        #expect(CalendarDay(instant) == Stub.saturday)
    }

    @Test func addingDaysCrossesMonthsAndWeekdaysFollow() {
        let monday = Stub.saturday.adding(days: 2)
        #expect(monday.description == "2025-12-01")
        #expect(monday.weekday == 2)
        #expect(Stub.saturday.weekday == 7)
    }
}
