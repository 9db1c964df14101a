import NextStopCore

/// The timetable a server answers from now: nil until a first feed arrives, then replaced whole when a newer valid
/// feed is loaded. Each request reads it once, so a swap falls between requests, never inside one.
public final class CurrentTimetable: Sendable {
    private let stored: LockedValue<CaltrainTimetable?>

    /// Holds `timetable`, or nothing yet.
    public init(_ timetable: CaltrainTimetable? = nil) {
        stored = LockedValue(timetable)
    }

    /// The timetable in service, or nil while there is none.
    public var timetable: CaltrainTimetable? { stored.value }

    /// Puts `timetable` into service for every request that starts from now on.
    public func replace(with timetable: CaltrainTimetable) {
        stored.withLock { $0 = timetable }
    }
}
