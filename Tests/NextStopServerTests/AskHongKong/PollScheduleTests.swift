import Foundation
import Testing

@testable import NextStopServer

@Suite struct PollScheduleTests {
    /// The 9-day forecast's schedule: 00:00, 11:30 and 16:30 in Hong Kong, polled 5 minutes after.
    private let forecast = PollSchedule.issued(minutesAfterMidnight: [0, 690, 990], lag: 300)

    /// `hour:minute` on 2026-11-28 in Hong Kong.
    private func hongKong(_ hour: Int, _ minute: Int, dayOffset: Int = 0) -> Date {
        // 2026-11-28T00:00+08:00
        Date(timeIntervalSince1970: 1_795_795_200 + Double(dayOffset * 86_400 + hour * 3_600 + minute * 60))
    }

    @Test func anEveryFewMinutesReportIsDueThatLongAfterItsLastGoodCopy() {
        let schedule = PollSchedule.every(seconds: 300)
        let now = hongKong(9, 0)
        #expect(schedule.nextPoll(lastGood: nil, now: now) == now)
        #expect(schedule.nextPoll(lastGood: now.addingTimeInterval(-60), now: now) == now.addingTimeInterval(240))
        #expect(schedule.nextPoll(lastGood: now.addingTimeInterval(-900), now: now) == now)
    }

    @Test func theForecastIsPolledALittleAfterEachIssue() {
        // fetched at 09:00, the next poll is 11:35
        #expect(forecast.nextPoll(lastGood: hongKong(9, 0), now: hongKong(9, 1)) == hongKong(11, 35))
        // fetched at 11:36, the next is 16:35; at 17:00 the next is the rollover at 00:05
        #expect(forecast.nextPoll(lastGood: hongKong(11, 36), now: hongKong(12, 0)) == hongKong(16, 35))
        #expect(forecast.nextPoll(lastGood: hongKong(16, 40), now: hongKong(17, 0)) == hongKong(0, 5, dayOffset: 1))
    }

    @Test func aForecastFetchedBeforeTheLatestIssueIsDueNow() {
        let now = hongKong(12, 0)
        #expect(forecast.nextPoll(lastGood: hongKong(9, 0), now: now) == now)
        #expect(forecast.nextPoll(lastGood: hongKong(11, 34), now: now) == now)
        #expect(forecast.nextPoll(lastGood: nil, now: now) == now)
    }

    @Test func staleBoundsFollowTheSchedule() {
        #expect(PollSchedule.every(seconds: 300).staleAfter == 1_200)
        // The longest gap is 00:00 → 11:30, plus an hour.
        #expect(forecast.staleAfter == 11.5 * 3_600 + 3_600)
    }
}
