/// Which services run on which dates: one bitset per service over the feed's calendar window.
///
/// Built once from `calendar.txt` (weekday flags between start and end) ∪ `calendar_dates.txt` additions −
/// removals. A query is a bounds check and a bit test; dates outside the window have no service.
struct ServiceCalendar: Sendable {
    /// Service ids in index order.
    let serviceIDs: [String]
    /// The first day of the window (`dayNumber`), and how many days it spans (0 when there are no rules).
    let firstDay: Int
    let dayCount: Int
    private let wordsPerService: Int
    private let bits: [UInt64]

    /// Expands `rules` for `serviceCount` services (services beyond the rules' own never run).
    init(rules: CalendarRules, serviceIDs: [String]) {
        self.serviceIDs = serviceIDs
        let window = rules.coveredDates
        firstDay = window?.lowerBound.dayNumber ?? 0
        dayCount = window.map { $0.lowerBound.days(until: $0.upperBound) + 1 } ?? 0
        wordsPerService = (dayCount + 63) / 64
        var bits = [UInt64](repeating: 0, count: wordsPerService * serviceIDs.count)
        let wordsPerService = self.wordsPerService
        let firstDay = self.firstDay
        func set(_ service: Int32, _ dayNumber: Int, _ on: Bool) {
            let offset = dayNumber - firstDay
            let word = Int(service) * wordsPerService + offset >> 6
            let mask = UInt64(1) << UInt64(offset & 63)
            if on { bits[word] |= mask } else { bits[word] &= ~mask }
        }
        for rule in rules.weekly {
            var date = rule.start
            // Step to each weekday of the rule in turn, then by whole weeks.
            for _ in 0..<7 {
                if date > rule.end { break }
                if rule.weekdayMask & (1 << UInt8(date.weekday.rawValue)) != 0 {
                    for dayNumber in stride(from: date.dayNumber, through: rule.end.dayNumber, by: 7) {
                        set(rule.service, dayNumber, true)
                    }
                }
                date = date.adding(days: 1)
            }
        }
        // Additions and removals override the weekly pattern whatever their order in the file.
        for exception in rules.exceptions where exception.isAdded {
            set(exception.service, exception.date.dayNumber, true)
        }
        for exception in rules.exceptions where !exception.isAdded {
            set(exception.service, exception.date.dayNumber, false)
        }
        self.bits = bits
    }

    /// The window's first and last date, or nil when no rule exists.
    var window: ClosedRange<ServiceDate>? {
        guard dayCount > 0 else { return nil }
        return ServiceDate(dayNumber: firstDay)...ServiceDate(dayNumber: firstDay + dayCount - 1)
    }

    /// Whether service `service` runs on the day `dayNumber`.
    @inline(__always)
    func isActive(_ service: Int32, dayNumber: Int) -> Bool {
        let offset = dayNumber &- firstDay
        guard offset >= 0, offset < dayCount else { return false }
        return bits[Int(service) &* wordsPerService &+ offset >> 6] & (UInt64(1) << UInt64(offset & 63)) != 0
    }

    /// Whether any service runs on the day `dayNumber`.
    func hasAnyService(dayNumber: Int) -> Bool {
        (0..<serviceIDs.count).contains { isActive(Int32($0), dayNumber: dayNumber) }
    }

    /// The dates service `service` runs, in order.
    func activeDates(of service: Int32) -> [ServiceDate] {
        (0..<dayCount).compactMap { offset in
            isActive(service, dayNumber: firstDay + offset) ? ServiceDate(dayNumber: firstDay + offset) : nil
        }
    }

    /// Indexes of the services running on the day `dayNumber`.
    func activeServices(dayNumber: Int) -> [Int32] {
        (0..<Int32(serviceIDs.count)).filter { isActive($0, dayNumber: dayNumber) }
    }
}
