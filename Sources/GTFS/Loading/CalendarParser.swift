import Foundation

/// The service rules of `calendar.txt` and `calendar_dates.txt`, before they are expanded into day bitsets.
struct CalendarRules {
    /// A `calendar.txt` row: the weekdays (bit 0 = Monday) a service runs between two dates.
    struct WeeklyRule {
        let service: Int32
        let weekdayMask: UInt8
        let start: ServiceDate
        let end: ServiceDate
    }

    /// A `calendar_dates.txt` row: a service added (type 1) or removed (type 2) on one date.
    struct DateException {
        let service: Int32
        let date: ServiceDate
        let isAdded: Bool
    }

    var serviceIDs = ByteStringInterner(expectedCount: 64)
    var weekly: [WeeklyRule] = []
    var exceptions: [DateException] = []

    /// The first and last date any rule mentions, or nil when there are no rules.
    var coveredDates: ClosedRange<ServiceDate>? {
        let starts = weekly.map(\.start) + exceptions.map(\.date)
        let ends = weekly.map(\.end) + exceptions.map(\.date)
        guard let first = starts.min(), let last = ends.max() else { return nil }
        return first...last
    }
}

/// Parses `calendar.txt` and `calendar_dates.txt`; either may be absent.
enum CalendarParser {
    static func parse(calendar: inout Data?, calendarDates: inout Data?, warnings: WarningLog) throws -> CalendarRules {
        var rules = CalendarRules()
        if calendar != nil { try parseWeekly(&calendar!, into: &rules, warnings: warnings) }
        if calendarDates != nil { try parseExceptions(&calendarDates!, into: &rules, warnings: warnings) }
        return rules
    }

    private static func parseWeekly(_ data: inout Data, into rules: inout CalendarRules, warnings: WarningLog) throws {
        let fileName = "calendar.txt"
        try CSVReader.read(&data, fileName: fileName) { reader in
            let serviceColumn = try reader.requiredColumn("service_id")
            let dayColumns = try Weekday.allCases.map { try reader.requiredColumn($0.calendarColumn) }
            let startColumn = try reader.requiredColumn("start_date")
            let endColumn = try reader.requiredColumn("end_date")
            reader.forEachRow(warnings: warnings) { row in
                guard !row.isBlank(serviceColumn) else {
                    warnings.add(fileName, line: row.line, "blank service_id; row skipped")
                    return
                }
                var mask: UInt8 = 0
                for (bit, column) in dayColumns.enumerated() {
                    switch row.int(column) {
                    case 1: mask |= 1 << bit
                    case 0: break
                    default:
                        warnings.add(fileName, line: row.line, "\(reader.columnNames[column]) must be 0 or 1; row skipped")
                        return
                    }
                }
                guard let start = row.date(startColumn).value, let end = row.date(endColumn).value else {
                    warnings.add(fileName, line: row.line, "start_date or end_date is not a YYYYMMDD date; row skipped")
                    return
                }
                guard start <= end else {
                    warnings.add(fileName, line: row.line, "end_date \(end) is before start_date \(start); row skipped")
                    return
                }
                let service = rules.serviceIDs.intern(row.field(serviceColumn))
                rules.weekly.append(.init(service: service, weekdayMask: mask, start: start, end: end))
            }
        }
    }

    private static func parseExceptions(_ data: inout Data, into rules: inout CalendarRules, warnings: WarningLog) throws {
        let fileName = "calendar_dates.txt"
        try CSVReader.read(&data, fileName: fileName) { reader in
            let serviceColumn = try reader.requiredColumn("service_id")
            let dateColumn = try reader.requiredColumn("date")
            let typeColumn = try reader.requiredColumn("exception_type")
            reader.forEachRow(warnings: warnings) { row in
                guard !row.isBlank(serviceColumn) else {
                    warnings.add(fileName, line: row.line, "blank service_id; row skipped")
                    return
                }
                guard let date = row.date(dateColumn).value else {
                    warnings.add(
                        fileName, line: row.line, "date \"\(row.string(dateColumn))\" is not a YYYYMMDD date; row skipped")
                    return
                }
                let type = row.int(typeColumn)
                guard type == 1 || type == 2 else {
                    warnings.add(
                        fileName, line: row.line, "exception_type \"\(row.string(typeColumn))\" is not 1 or 2; row skipped")
                    return
                }
                let service = rules.serviceIDs.intern(row.field(serviceColumn))
                rules.exceptions.append(.init(service: service, date: date, isAdded: type == 1))
            }
        }
    }
}
