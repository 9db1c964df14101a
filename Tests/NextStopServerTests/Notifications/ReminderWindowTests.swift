import Foundation
import Testing

@testable import NextStopServer

/// The stretch of the day a reminder watches, in the reminder's own time zone.
@Suite struct ReminderWindowTests {
    private let hongKong = TimeZone(identifier: "Asia/Hong_Kong")!
    /// Monday 21 September 2026, 07:45 in Hong Kong.
    private let mondayMorning = ISO8601DateFormatter().date(from: "2026-09-20T23:45:00Z")!

    private func window(_ from: String, _ until: String, _ days: ReminderWindow.Days) -> ReminderWindow {
        ReminderWindow(from: from, until: until, days: days)
    }

    @Test func aWindowHoldsItsStartAndNotItsEndOnItsDaysOnly() {
        #expect(window("07:45", "09:00", .weekdays).contains(mondayMorning, in: hongKong))
        #expect(!window("07:00", "07:45", .weekdays).contains(mondayMorning, in: hongKong))
        #expect(!window("07:00", "09:00", .weekends).contains(mondayMorning, in: hongKong))
        #expect(window("07:00", "09:00", .daily).contains(mondayMorning, in: hongKong))
        let saturday = mondayMorning.addingTimeInterval(-2 * 86_400)
        #expect(window("07:00", "09:00", .weekends).contains(saturday, in: hongKong))
        #expect(!window("07:00", "09:00", .weekdays).contains(saturday, in: hongKong))
    }

    @Test func aWindowOpensEarlyByItsLookaheadInTheTimeZoneGiven() {
        #expect(window("09:30", "10:00", .daily).contains(mondayMorning, in: hongKong, lookahead: 2 * 3_600))
        #expect(!window("09:30", "10:00", .daily).contains(mondayMorning, in: hongKong, lookahead: 3_600))
        // 23:45 on Sunday in UTC, but already 00:45 on Monday in London's summer time.
        #expect(window("23:00", "23:59", .weekends).contains(mondayMorning, in: TimeZone(identifier: "UTC")!))
        #expect(!window("23:00", "23:59", .weekends).contains(mondayMorning, in: TimeZone(identifier: "Europe/London")!))
    }

    @Test(arguments: [("9:00", "10:00"), ("09:00", "08:59"), ("09:00", "09:00"), ("24:00", "24:30"), ("09:60", "10:00")])
    func timesThatCannotBeReadOrAreOutOfOrderAreRefused(from: String, until: String) {
        #expect(throws: APIError.self) { try window(from, until, .daily).checked() }
    }

    @Test func aTrainsBellKeepsTheMinuteOfItsDeparture() {
        #expect(window("18:15", "18:16", .weekends).isOneMinute)
        #expect(!window("18:15", "18:30", .weekends).isOneMinute)
    }

    @Test func theDayAndClockAreLocal() {
        #expect(ReminderWindow.day(of: mondayMorning, in: hongKong) == "2026-09-21")
        #expect(ReminderWindow.day(of: mondayMorning, in: TimeZone(identifier: "UTC")!) == "2026-09-20")
        #expect(ReminderWindow.clock(of: mondayMorning, in: hongKong) == "07:45")
    }
}
