import Foundation

/// The next trains at one station of one line, each way, as MTR's Next Train API tells them.
public struct NextTrains: Sendable, Hashable {
    public let line: String
    public let station: String
    /// The trains running up (`UP`) and down (`DOWN`), soonest first; empty when none is due (at night, or a
    /// terminus's arrivals).
    public let trains: [MTRBound: [NextTrain]]
    /// Whether MTR flags the line as delayed.
    public let isDelayed: Bool
    /// MTR's own words while special arrangements are in place, when it gives no trains at all.
    public let notice: String?
    /// When MTR's system produced the answer.
    public let updatedAt: Date?

    public init(
        line: String, station: String, trains: [MTRBound: [NextTrain]], isDelayed: Bool = false, notice: String? = nil,
        updatedAt: Date? = nil
    ) {
        self.line = line
        self.station = station
        self.trains = trains
        self.isDelayed = isDelayed
        self.notice = notice
        self.updatedAt = updatedAt
    }
}

/// One train due at a station.
public struct NextTrain: Sendable, Hashable {
    /// Whether the time is when the train arrives or when it leaves; East Rail says which, other lines do not.
    public enum TimeKind: String, Sendable, Hashable {
        case arrival
        case departure
    }

    /// The station code the train runs to.
    public let destination: String
    public let platform: String
    public let time: Date
    /// East Rail trains that run via Racecourse (`route` "RAC").
    public let viaRacecourse: Bool
    public let timeKind: TimeKind?

    public init(destination: String, platform: String, time: Date, viaRacecourse: Bool = false, timeKind: TimeKind? = nil) {
        self.destination = destination
        self.platform = platform
        self.time = time
        self.viaRacecourse = viaRacecourse
        self.timeKind = timeKind
    }

    /// Whole minutes until the train is due at `now`; 0 once it is due.
    public func minutes(at now: Date) -> Int { max(0, Int(time.timeIntervalSince(now) / 60)) }
}

extension NextTrain {
    /// Times as MTR's platform displays show them: `HH:mm`, in Hong Kong.
    public static var clock: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Hong_Kong")
        formatter.dateFormat = "HH:mm"
        return formatter
    }
}
