import Foundation

/// Parses `agency.txt` and `feed_info.txt`: who runs the service, in which time zone, and which feed version.
enum MetadataParsers {
    /// The agencies and the time zone of the first one (GTFS requires all agencies to share it).
    static func parseAgencies(_ data: inout Data, warnings: WarningLog) throws -> (agencies: [Agency], timeZone: TimeZone) {
        let fileName = "agency.txt"
        var agencies: [Agency] = []
        try CSVReader.read(&data, fileName: fileName) { reader in
            let nameColumn = try reader.requiredColumn("agency_name")
            let zoneColumn = try reader.requiredColumn("agency_timezone")
            let idColumn = reader.column("agency_id")
            let urlColumn = reader.column("agency_url")
            let languageColumn = reader.column("agency_lang")
            let phoneColumn = reader.column("agency_phone")
            reader.forEachRow(warnings: warnings) { row in
                guard let zone = row.optionalString(zoneColumn) else {
                    warnings.add(fileName, line: row.line, "blank agency_timezone; row skipped")
                    return
                }
                agencies.append(
                    Agency(
                        id: row.optionalString(idColumn), name: row.string(nameColumn), url: row.optionalString(urlColumn),
                        timeZoneIdentifier: zone, language: row.optionalString(languageColumn),
                        phone: row.optionalString(phoneColumn)))
            }
        }
        guard let first = agencies.first else { throw FeedLoadError.noAgency }
        guard let timeZone = TimeZone(identifier: first.timeZoneIdentifier) else {
            throw FeedLoadError.unknownTimeZone(first.timeZoneIdentifier)
        }
        for other in agencies.dropFirst() where other.timeZoneIdentifier != first.timeZoneIdentifier {
            warnings.add(
                fileName, line: nil,
                "agency \(other.name) is in \(other.timeZoneIdentifier), not \(first.timeZoneIdentifier); "
                    + "all times are read in \(first.timeZoneIdentifier)")
        }
        return (agencies, timeZone)
    }

    /// The first row of `feed_info.txt`, or nil when the file has none.
    static func parseFeedInfo(_ data: inout Data, warnings: WarningLog) -> FeedInfo? {
        let fileName = "feed_info.txt"
        var info: FeedInfo?
        CSVReader.read(&data, fileName: fileName) { reader in
            let publisherColumn = reader.column("feed_publisher_name")
            let urlColumn = reader.column("feed_publisher_url")
            let languageColumn = reader.column("feed_lang")
            let versionColumn = reader.column("feed_version")
            let startColumn = reader.column("feed_start_date")
            let endColumn = reader.column("feed_end_date")
            reader.forEachRow(warnings: warnings) { row in
                guard info == nil else { return }
                let start = row.date(startColumn)
                let end = row.date(endColumn)
                if case .invalid = start {
                    warnings.add(
                        fileName, line: row.line, "feed_start_date \"\(row.string(startColumn))\" is not a date; ignored")
                }
                if case .invalid = end {
                    warnings.add(fileName, line: row.line, "feed_end_date \"\(row.string(endColumn))\" is not a date; ignored")
                }
                info = FeedInfo(
                    publisherName: row.optionalString(publisherColumn), publisherURL: row.optionalString(urlColumn),
                    language: row.optionalString(languageColumn), version: row.optionalString(versionColumn),
                    startDate: start.value, endDate: end.value)
            }
        }
        return info
    }
}
