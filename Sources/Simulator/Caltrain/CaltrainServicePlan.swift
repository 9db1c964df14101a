/// One `service_id` before its id is drawn: the timetable it runs and the days it runs on.
struct PlannedService: Sendable {
    let kind: CaltrainServiceKind
    /// Which timetable period (feed version) of the window it belongs to.
    let period: Int
    /// Its calendar.txt row as weekdays (0 = Monday) between `start` and `end`; nil when only calendar_dates define it.
    let weekdays: Set<Int>?
    let start: CaltrainFeedDate
    let end: CaltrainFeedDate
    /// calendar_dates.txt type 1 rows.
    let added: [CaltrainFeedDate]
    /// calendar_dates.txt type 2 rows.
    let removed: [CaltrainFeedDate]
}

/// The feed's window cut into consecutive timetable periods, each with its own services.
struct CaltrainServicePlan: Sendable {
    /// The first and last day of each period.
    let periods: [(start: CaltrainFeedDate, end: CaltrainFeedDate)]
    let services: [PlannedService]

    /// The fewest days a period may cover, so that every period has whole weeks of both weekday and weekend service.
    static let minimumPeriodDays = 14

    /// `count` periods of (nearly) equal length over the window; the last one takes the remainder.
    init(from first: CaltrainFeedDate, through last: CaltrainFeedDate, periods count: Int) {
        let days = last.dayNumber - first.dayNumber + 1
        let length = days / count
        periods = (0..<count).map { index in
            let start = first.adding(days: index * length)
            let end = index == count - 1 ? last : start.adding(days: length - 1)
            return (start, end)
        }
        services = periods.enumerated().flatMap { index, period in
            Self.services(period: index, start: period.start, end: period.end)
        }
    }

    /// The most periods the window can be cut into.
    static func maximumPeriods(from first: CaltrainFeedDate, through last: CaltrainFeedDate) -> Int {
        max(1, (last.dayNumber - first.dayNumber + 1) / minimumPeriodDays)
    }

    /// Weekday and weekend services in calendar.txt, and the calendar_dates-only ones that have a day in the period.
    private static func services(period: Int, start: CaltrainFeedDate, end: CaltrainFeedDate) -> [PlannedService] {
        let holidays = CaltrainSpecialDays.holidays(from: start, through: end)
        func swapped(to timetable: HolidayTimetable) -> [CaltrainFeedDate] {
            holidays.filter { $0.timetable == timetable }.map(\.date)
        }
        func service(
            _ kind: CaltrainServiceKind, weekdays: Set<Int>?, added: [CaltrainFeedDate], removed: [CaltrainFeedDate] = []
        )
            -> PlannedService
        {
            PlannedService(kind: kind, period: period, weekdays: weekdays, start: start, end: end, added: added, removed: removed)
        }
        let datesOnly: [(CaltrainServiceKind, [CaltrainFeedDate])] = [
            (.holiday, swapped(to: .holiday)),
            (.newYearsEve, CaltrainSpecialDays.newYearsEves(from: start, through: end)),
            (.stanfordEvent, CaltrainSpecialDays.stanfordGameDays(from: start, through: end)),
        ]
        return [
            service(.weekday, weekdays: [0, 1, 2, 3, 4], added: [], removed: holidays.map(\.date)),
            service(.weekend, weekdays: [5, 6], added: swapped(to: .weekend)),
        ] + datesOnly.filter { !$0.1.isEmpty }.map { service($0.0, weekdays: nil, added: $0.1) }
    }
}

/// One train before the random draws: its service, route, stops and nominal departure from its origin.
struct TrainSlot: Sendable {
    /// Index into `CaltrainServicePlan.services`.
    let service: Int
    let route: CaltrainRoute
    let series: Int
    let direction: TrainDirection
    /// Station indices in the order the train calls at them.
    let stations: [Int]
    /// Minutes after midnight of the service day.
    let departure: Int
    /// How many minutes either way the departure may move; 0 keeps a wave's first and last train exact.
    let slack: Int
}

extension CaltrainServicePlan {
    /// Every train of every service, with each wave's count multiplied by `density` (at least one train a wave).
    func slots(density: Double) -> [TrainSlot] {
        services.indices.flatMap { service in
            CaltrainTimetableShape.waves(services[service].kind).flatMap { wave in
                wave.directions.flatMap { direction in
                    Self.slots(wave, direction: direction, service: service, density: density)
                }
            }
        }
    }

    /// The number of stop_times rows these trains make.
    static func stopTimeCount(_ slots: [TrainSlot]) -> Int {
        slots.reduce(0) { $0 + $1.stations.count }
    }

    private static func slots(_ wave: TrainWave, direction: TrainDirection, service: Int, density: Double) -> [TrainSlot] {
        let count = max(1, Int((Double(wave.count) * density).rounded()))
        let spacing = count > 1 ? Double(wave.last - wave.first) / Double(count - 1) : 0
        let slack = min(2, Int(spacing / 4))
        return (0..<count).map { index in
            TrainSlot(
                service: service, route: wave.route, series: wave.series, direction: direction,
                stations: wave.patterns[index % wave.patterns.count].stations(direction),
                departure: wave.first + Int((Double(index) * spacing).rounded()),
                slack: index == 0 || index == count - 1 ? 0 : slack)
        }
    }
}
