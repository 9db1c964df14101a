import Foundation
import NextStopCore
import Simulator
import Testing

@Suite struct ServiceTests {
    let feed = ParsedFeed.standard

    /// 1 = Monday … 7 = Sunday, from Foundation's calendar rather than the generator's arithmetic.
    static func isoWeekday(_ gtfs: String) throws -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyyMMdd"
        let date = try #require(formatter.date(from: gtfs))
        return (calendar.component(.weekday, from: date) + 5) % 7 + 1
    }

    @Test func weekdayAndWeekendServicesAreInCalendarOverTheWindow() throws {
        let calendar = feed["calendar.txt"].rows
        #expect(calendar.count == 2)
        let weekday = try #require(calendar.first { $0["monday"] == "1" })
        let weekend = try #require(calendar.first { $0["saturday"] == "1" })
        let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        #expect(days.map { weekday[$0] ?? "" } == ["1", "1", "1", "1", "1", "0", "0"])
        #expect(days.map { weekend[$0] ?? "" } == ["0", "0", "0", "0", "0", "1", "1"])
        for row in calendar {
            #expect(row["start_date"] == "20260131" && row["end_date"] == "20270131")
        }
    }

    @Test func tripCountsMatchTheRealTimetable() throws {
        let trips = feed.tripsByService
        let weekday = try #require(feed.calendarService(runningOn: "monday"))
        let weekend = try #require(feed.calendarService(runningOn: "saturday"))
        #expect(trips[weekday]?.count == 112)
        #expect(trips[weekend]?.count == 66)
        let holiday = trips.filter { $0.value.allSatisfy { $0["trip_short_name"]?.hasPrefix("M") == true } }
        #expect(holiday.count == 1)
        #expect(holiday.first?.value.count == 79)
        #expect(feed.feed.summary.tripsByKind[.holiday] == 79)
        #expect(feed.feed.summary.trips == feed["trips.txt"].rows.count)
    }

    @Test func holidaysSwapTheWeekdayServiceForTheWeekendOrTheHolidayService() throws {
        let weekday = try #require(feed.calendarService(runningOn: "monday"))
        let weekend = try #require(feed.calendarService(runningOn: "saturday"))
        let dates = feed["calendar_dates.txt"].rows
        let removed = dates.filter { $0["exception_type"] == "2" }
        #expect(removed.allSatisfy { $0["service_id"] == weekday })
        let holidays = removed.compactMap { $0["date"] }
        #expect(
            holidays == [
                "20260216", "20260525", "20260703", "20260907", "20261126", "20261127", "20261225", "20270101", "20270118",
            ])
        var replacements: [String: Int] = [:]
        for date in holidays {
            #expect(try (1...5).contains(Self.isoWeekday(date)), "\(date) is a weekday")
            let added = dates.filter { $0["date"] == date && $0["exception_type"] == "1" }
            #expect(added.count == 1, "\(date)")
            replacements[added.first?["service_id"] ?? "", default: 0] += 1
        }
        #expect(replacements[weekend] == 5)
        let holidayService = try #require(replacements.keys.first { $0 != weekend })
        #expect(replacements[holidayService] == 4)
        #expect(!feed["calendar.txt"].column("service_id").contains(holidayService), "holiday service only in calendar_dates")
        #expect(feed.tripsByService[holidayService]?.first?["trip_short_name"]?.hasPrefix("M") == true)
    }

    @Test func eventServicesExistOnlyInCalendarDates() throws {
        let calendarIDs = Set(feed["calendar.txt"].column("service_id"))
        let added = feed["calendar_dates.txt"].rows.filter { $0["exception_type"] == "1" }
        let datesOnly = Dictionary(grouping: added.filter { !calendarIDs.contains($0["service_id"] ?? "") }) {
            $0["service_id"] ?? ""
        }
        #expect(datesOnly.count == 3, "holiday, New Year's Eve and Stanford game days")
        let newYearsEve = try #require(datesOnly.values.first { $0.count == 1 })
        #expect(newYearsEve.first?["date"] == "20261231")
        let gameDays = try #require(datesOnly.values.first { $0.count == 6 })
        for day in gameDays {
            #expect(try Self.isoWeekday(day["date"] ?? "") == 6)
            #expect(["09", "10", "11"].contains(day["date"]?.dropFirst(4).prefix(2) ?? ""))
        }
    }

    @Test func everyServiceHasTripsAndEveryTripHasAService() {
        let defined = Set(feed["calendar.txt"].column("service_id") + feed["calendar_dates.txt"].column("service_id"))
        #expect(defined == Set(feed.tripsByService.keys))
        #expect(defined.count == feed.feed.summary.services)
    }

    @Test func theWindowIsAParameter() throws {
        let configuration = CaltrainFeedConfiguration(
            firstDay: try #require(CaltrainFeedDate("20250301")), lastDay: try #require(CaltrainFeedDate("20250831")))
        let summer = try ParsedFeed.make(seed: 3, configuration)
        #expect(summer["calendar.txt"].rows.allSatisfy { $0["start_date"] == "20250301" && $0["end_date"] == "20250831" })
        let info = try #require(summer["feed_info.txt"].rows.first)
        #expect(info["feed_start_date"] == "20250301" && info["feed_end_date"] == "20250831")
        let removed = summer["calendar_dates.txt"].rows.filter { $0["exception_type"] == "2" }.compactMap { $0["date"] }
        #expect(removed == ["20250526", "20250704"], "Memorial Day and Independence Day only")
        #expect(summer.feed.summary.tripsByKind[.newYearsEve] == nil, "no New Year's Eve in the window")
        #expect(summer.feed.summary.tripsByKind[.stanfordEvent] == nil, "no game day in the window")
    }

    @Test func feedInfoCarriesAVersionStamp() throws {
        let info = try #require(feed["feed_info.txt"].rows.first)
        #expect(info["feed_version"] == "UTC: 30-Jan-2026 22:25")
        #expect(info["feed_start_date"] == "20260131" && info["feed_end_date"] == "20270131")
        let published = Date(timeIntervalSince1970: 1_781_130_300)  // 2026-06-10 22:25 UTC
        let stamped = try ParsedFeed.make(seed: 1, CaltrainFeedConfiguration(publishedAt: published))
        #expect(stamped["feed_info.txt"].rows.first?["feed_version"] == "UTC: 10-Jun-2026 22:25")
        let agency = try #require(feed["agency.txt"].rows.first)
        #expect(agency["agency_timezone"] == "America/Los_Angeles")
    }

    @Test func badConfigurationsAreRefused() throws {
        let day = try #require(CaltrainFeedDate(year: 2026, month: 3, day: 2))
        var generator = SeededGenerator(seed: 1)
        let short = CaltrainFeedGenerator(configuration: .init(firstDay: day, lastDay: day.adding(days: 5)))
        #expect(throws: CaltrainFeedError.windowTooShort(days: 6)) { try short.generate(using: &generator) }
        let empty = CaltrainFeedGenerator(configuration: .init(targetStopTimes: 0))
        #expect(throws: CaltrainFeedError.invalidTarget(0)) { try empty.generate(using: &generator) }
        #expect(CaltrainFeedDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CaltrainFeedDate("20240229")?.gtfs == "20240229")
        #expect(CaltrainFeedDate("2024-02-29") == nil)
    }
}
