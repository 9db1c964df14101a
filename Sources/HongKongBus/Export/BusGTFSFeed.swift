import Foundation
import GTFS
import NextStopCore

/// Hong Kong's buses as a static GTFS feed, so that any GTFS consumer can route over them: an agency per operator,
/// a route per operator and route number, a trip per route variant (direction and service type) with its shape drawn
/// through its stops, and stop and headsign names translated into Traditional and Simplified Chinese.
///
/// The operators publish stops and stop sequences but no timetable, so the times are templated, and say so in
/// `feed_info.txt`: each trip runs every `headway` seconds from 06:00 to midnight (`frequencies.txt`, not exact
/// times), and its stop times are the straight-line distance between stops at 18 km/h plus 20 s at each stop
/// (`BusGTFSTemplate`). Live times come from the GTFS-Realtime trip updates built from the operators' arrivals.
public struct BusGTFSFeed: Sendable {
    /// The assumed service: every 15 minutes from 06:00 to 24:00, every day.
    public static let headway = 900
    public static let serviceHours = (start: 6 * 3_600, end: 24 * 3_600)
    /// How long the calendar runs from the dataset's date.
    static let validity: TimeInterval = 365 * 86_400
    /// Names and sites of the operators NextStop collects; another operator is named by its code.
    static let agencies: [Company: (name: String, url: String)] = [
        .kmb: ("Kowloon Motor Bus", "https://www.kmb.hk"),
        .ctb: ("Citybus", "https://www.citybus.com.hk"),
    ]

    let template: BusGTFSTemplate
    /// The dataset's version, as `feed_version`.
    let version: String
    /// When the dataset was made: the calendar starts on its day.
    let generatedAt: Date
    /// Where the data comes from, as `feed_publisher_url` and the site of an operator not named above: the
    /// government's open data portal, which publishes every operator's API.
    static let sourceURL = "https://data.gov.hk/"

    public init(template: BusGTFSTemplate, version: String, generatedAt: Date) {
        self.template = template
        self.version = version
        self.generatedAt = generatedAt
    }

    /// The files, in the order publishers list them.
    public func files() -> [(name: String, data: Data)] {
        let stops = template.sortedStops
        let trips = template.plans
        return [
            ("agency.txt", agency()), ("stops.txt", stopsFile(stops)),
            ("routes.txt", routesFile(trips)), ("trips.txt", tripsFile(trips)), ("stop_times.txt", stopTimesFile(trips)),
            ("frequencies.txt", frequenciesFile(trips)), ("calendar.txt", calendar()), ("shapes.txt", shapesFile(trips)),
            ("translations.txt", translationsFile(stops: stops, trips: trips)),
            ("feed_info.txt", feedInfo()),
        ]
    }

    /// The feed zipped, its entries dated `generatedAt` so that one dataset always zips to the same bytes.
    public func zip() throws -> Data {
        try GTFSArchive.zip(files(), modifiedAt: generatedAt)
    }

    private func agency() -> Data {
        var writer = GTFSCSVWriter(header: ["agency_id", "agency_name", "agency_url", "agency_timezone", "agency_lang"])
        for company in Set(template.plans.map(\.variant.company)).sorted() {
            let known = Self.agencies[company]
            writer.append([
                company.rawValue, known?.name ?? company.rawValue, known?.url ?? Self.sourceURL, "Asia/Hong_Kong", "zh",
            ])
        }
        return writer.data()
    }

    private func calendar() -> Data {
        var writer = GTFSCSVWriter(header: [
            "service_id", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "start_date",
            "end_date",
        ])
        writer.append(["daily", "1", "1", "1", "1", "1", "1", "1", day(generatedAt), day(generatedAt + Self.validity)])
        return writer.data()
    }

    private func feedInfo() -> Data {
        var writer = GTFSCSVWriter(header: [
            "feed_publisher_name", "feed_publisher_url", "feed_lang", "feed_start_date", "feed_end_date", "feed_version",
        ])
        writer.append([
            "NextStop, from DATA.GOV.HK (templated times: the operators publish no timetable)", Self.sourceURL, "en",
            day(generatedAt),
            day(generatedAt + Self.validity), version,
        ])
        return writer.data()
    }

    /// `YYYYMMDD` in Hong Kong.
    private func day(_ instant: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
