/// The timetable a holiday runs in place of the weekday one.
enum HolidayTimetable: Sendable {
    case weekend
    case holiday
}

/// A weekday holiday: the weekday service is removed that day and another one added.
struct CaltrainHoliday: Sendable {
    let name: String
    let date: CaltrainFeedDate
    let timetable: HolidayTimetable
}

/// The dates that change the regular week: holidays, New Year's Eve late trains, Stanford game days.
enum CaltrainSpecialDays {
    /// The holidays observed on a weekday inside the window, in date order.
    ///
    /// Memorial Day, Labor Day, Thanksgiving, Christmas and New Year's Day run the weekend timetable;
    /// Martin Luther King Jr. Day, Presidents' Day, Independence Day and the day after Thanksgiving the holiday one.
    static func holidays(from first: CaltrainFeedDate, through last: CaltrainFeedDate) -> [CaltrainHoliday] {
        // A holiday on 1 January of the following year can be observed on 31 December.
        let years = (first.year - 1)...(last.year + 1)
        let all = years.flatMap { year -> [CaltrainHoliday] in
            let thanksgiving = nth(4, weekday: 3, month: 11, year: year)
            return [
                CaltrainHoliday(name: "New Year's Day", date: observed(year, 1, 1), timetable: .weekend),
                CaltrainHoliday(
                    name: "Martin Luther King Jr. Day", date: nth(3, weekday: 0, month: 1, year: year), timetable: .holiday),
                CaltrainHoliday(name: "Presidents' Day", date: nth(3, weekday: 0, month: 2, year: year), timetable: .holiday),
                CaltrainHoliday(name: "Memorial Day", date: lastMonday(month: 5, year: year), timetable: .weekend),
                CaltrainHoliday(name: "Independence Day", date: observed(year, 7, 4), timetable: .holiday),
                CaltrainHoliday(name: "Labor Day", date: nth(1, weekday: 0, month: 9, year: year), timetable: .weekend),
                CaltrainHoliday(name: "Thanksgiving", date: thanksgiving, timetable: .weekend),
                CaltrainHoliday(name: "Day after Thanksgiving", date: thanksgiving.adding(days: 1), timetable: .holiday),
                CaltrainHoliday(name: "Christmas Day", date: observed(year, 12, 25), timetable: .weekend),
            ]
        }
        return all.filter { first <= $0.date && $0.date <= last }.sorted { $0.date < $1.date }
    }

    /// Every 31 December inside the window: two late trains leave San Francisco after midnight.
    static func newYearsEves(from first: CaltrainFeedDate, through last: CaltrainFeedDate) -> [CaltrainFeedDate] {
        (first.year...last.year).map { date($0, 12, 31) }.filter { first <= $0 && $0 <= last }
    }

    /// Stanford home-game Saturdays inside the window: the second and fourth Saturdays of September to November.
    static func stanfordGameDays(from first: CaltrainFeedDate, through last: CaltrainFeedDate) -> [CaltrainFeedDate] {
        let days = (first.year...last.year).flatMap { year in
            (9...11).flatMap { month in [2, 4].map { nth($0, weekday: 5, month: month, year: year) } }
        }
        return days.filter { first <= $0 && $0 <= last }
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CaltrainFeedDate {
        guard let date = CaltrainFeedDate(year: year, month: month, day: day) else { preconditionFailure("bad date") }
        return date
    }

    /// A fixed-date holiday moved off the weekend: Saturday to Friday, Sunday to Monday.
    private static func observed(_ year: Int, _ month: Int, _ day: Int) -> CaltrainFeedDate {
        let actual = date(year, month, day)
        switch actual.weekday {
        case 5: return actual.adding(days: -1)
        case 6: return actual.adding(days: 1)
        default: return actual
        }
    }

    /// The `n`th given weekday (0 = Monday) of a month.
    private static func nth(_ n: Int, weekday: Int, month: Int, year: Int) -> CaltrainFeedDate {
        let first = date(year, month, 1)
        let offset = (weekday - first.weekday + 7) % 7
        return first.adding(days: offset + 7 * (n - 1))
    }

    private static func lastMonday(month: Int, year: Int) -> CaltrainFeedDate {
        let lastDay = date(year, month + 1, 1).adding(days: -1)
        return lastDay.adding(days: -lastDay.weekday)
    }
}
