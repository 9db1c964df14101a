import Foundation

/// Service dates, which services run on them, and the instants of service-day times.
extension GTFSFeed {
    /// The instant of `time` on service date `date`: local noon of the date in the agency's zone − 12 h + time.
    public func instant(of time: ServiceTime, on date: ServiceDate) -> Date {
        clock.instant(dayNumber: date.dayNumber, seconds: time.seconds)
    }

    /// The agency-local calendar date of `instant`.
    public func localDate(of instant: Date) -> ServiceDate {
        ServiceDate(dayNumber: clock.localDayNumber(of: instant))
    }

    /// Writes an instant as `HH:mm` on the agency's clock.
    public func timeOfDayFormatter() -> DateFormatter {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = timeZone
        format.dateFormat = "HH:mm"
        return format
    }

    /// Whether the service `serviceID` runs on `date` (calendar ∪ added dates − removed dates).
    public func isServiceActive(_ serviceID: String, on date: ServiceDate) -> Bool {
        guard let index = calendar.serviceIDs.firstIndex(of: serviceID) else { return false }
        return calendar.isActive(Int32(index), dayNumber: date.dayNumber)
    }

    /// Whether `trip` runs on service date `date`.
    public func runs(_ trip: Trip, on date: ServiceDate) -> Bool {
        calendar.isActive(trip.serviceIndex, dayNumber: date.dayNumber)
    }

    /// Every date the service `serviceID` runs, in order.
    public func activeDates(ofService serviceID: String) -> [ServiceDate] {
        guard let index = calendar.serviceIDs.firstIndex(of: serviceID) else { return [] }
        return calendar.activeDates(of: Int32(index))
    }

    /// The services running on `date`.
    public func activeServiceIDs(on date: ServiceDate) -> [String] {
        calendar.activeServices(dayNumber: date.dayNumber).map { calendar.serviceIDs[Int($0)] }
    }

    /// The first and last date any calendar rule mentions.
    public var calendarDateRange: ClosedRange<ServiceDate>? {
        calendar.window
    }

    /// The service dates whose trips can run at or after `instant` on its day: yesterday's and earlier ones
    /// (as far back as the feed's latest time past 24:00 reaches), today's, and tomorrow's.
    public func serviceDates(around instant: Date) -> [ServiceDate] {
        let today = clock.localDayNumber(of: instant)
        return ((today - lookbackDays)...(today + 1)).map(ServiceDate.init(dayNumber:))
    }
}
