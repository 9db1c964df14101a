/// The timetables a service can run.
public enum CaltrainServiceKind: String, Sendable, CaseIterable, Codable, CodingKeyRepresentable {
    /// Monday to Friday, in calendar.txt (112 trips at the default scale).
    case weekday
    /// Saturday and Sunday, in calendar.txt, and some holidays (66 trips).
    case weekend
    /// The other holidays, only in calendar_dates.txt (79 trips, numbered `M…`).
    case holiday
    /// New Year's Eve late trains leaving at 24:30 and 25:30, only in calendar_dates.txt.
    case newYearsEve
    /// Stanford game-day trains, the only ones calling at Stanford, only in calendar_dates.txt.
    case stanfordEvent
}

/// A run of evenly spaced trains of one service between two departure times at their origin.
struct TrainWave: Sendable {
    let route: CaltrainRoute
    /// Trains alternate between these patterns.
    let patterns: [StopPattern]
    let directions: [TrainDirection]
    /// Minutes after midnight of the service day at which the first and the last train leave their origin.
    let first: Int
    let last: Int
    /// Trains per direction at the default scale.
    let count: Int
    /// The hundreds digit of the train numbers: 1 for 101, 102, …
    let series: Int

    init(
        _ route: CaltrainRoute, _ patterns: [StopPattern], _ directions: [TrainDirection] = [.north, .south],
        from first: String, to last: String, count: Int, series: Int
    ) {
        self.route = route
        self.patterns = patterns
        self.directions = directions
        self.first = Self.minutes(first)
        self.last = Self.minutes(last)
        self.count = count
        self.series = series
    }

    private static func minutes(_ clock: String) -> Int {
        let parts = clock.split(separator: ":").compactMap { Int($0) }
        precondition(parts.count == 2, "bad clock \(clock)")
        return parts[0] * 60 + parts[1]
    }
}

/// What each service runs, per direction, at the default scale.
enum CaltrainTimetableShape {
    static func waves(_ kind: CaltrainServiceKind) -> [TrainWave] {
        switch kind {
        case .weekday: weekday
        case .weekend: weekend
        case .holiday: holiday
        case .newYearsEve: newYearsEve
        case .stanfordEvent: stanfordEvent
        }
    }

    /// Train numbers of this service start with this prefix (holiday trains are `M101` …).
    static func numberPrefix(_ kind: CaltrainServiceKind) -> String { kind == .holiday ? "M" : "" }

    /// 56 trains each way: 28 locals, 18 limited, 6 express, 4 South County.
    private static let weekday: [TrainWave] = [
        TrainWave(.localWeekday, [.localToTamien], from: "4:37", to: "23:37", count: 20, series: 1),
        TrainWave(.localWeekday, [.localToDiridon], from: "6:07", to: "7:07", count: 2, series: 1),
        TrainWave(.localWeekday, [.schoolLocal], from: "8:07", to: "9:07", count: 2, series: 1),
        TrainWave(.localWeekday, [.localToDiridon], from: "16:07", to: "19:07", count: 4, series: 1),
        TrainWave(.limited, [.limitedA, .limitedB], from: "5:52", to: "9:52", count: 9, series: 4),
        TrainWave(.limited, [.limitedA, .limitedB], from: "15:22", to: "19:22", count: 9, series: 4),
        TrainWave(.express, [.express], from: "6:45", to: "8:45", count: 3, series: 5),
        TrainWave(.express, [.express], from: "16:45", to: "18:45", count: 3, series: 5),
        TrainWave(.southCounty, [.southCounty], [.north], from: "5:10", to: "7:40", count: 4, series: 8),
        TrainWave(.southCounty, [.southCounty], [.south], from: "16:30", to: "19:00", count: 4, series: 8),
    ]

    /// 33 trains each way: a local every 40 minutes and five expresses.
    private static let weekend: [TrainWave] = [
        TrainWave(.localWeekend, [.weekendLocal], from: "5:57", to: "23:57", count: 28, series: 2),
        TrainWave(.express, [.express], from: "8:15", to: "18:15", count: 5, series: 3),
    ]

    /// 40 trains north, 39 south: a local every 40 minutes and an hourly limited.
    private static let holiday: [TrainWave] = [
        TrainWave(.localWeekday, [.localToTamien], from: "5:37", to: "23:37", count: 28, series: 1),
        TrainWave(.limited, [.limitedA, .limitedB], [.north], from: "7:22", to: "18:22", count: 12, series: 4),
        TrainWave(.limited, [.limitedA, .limitedB], [.south], from: "7:22", to: "17:22", count: 11, series: 4),
    ]

    /// Two southbound late trains after the fireworks.
    private static let newYearsEve: [TrainWave] = [
        TrainWave(.localWeekend, [.lateNightLocal], [.south], from: "24:30", to: "25:30", count: 2, series: 9)
    ]

    /// Two trains to the game, two back.
    private static let stanfordEvent: [TrainWave] = [
        TrainWave(.limited, [.stanfordEvent], [.south], from: "10:40", to: "11:20", count: 2, series: 7),
        TrainWave(.limited, [.stanfordEvent], [.north], from: "17:30", to: "18:10", count: 2, series: 7),
    ]
}
