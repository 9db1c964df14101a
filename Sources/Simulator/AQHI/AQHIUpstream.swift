import Foundation

/// EPD's AQHI feeds at their real path (`/epd/ddata/html/out/…`): the past 24 hours at 18 stations
/// (`24aqhi_Eng.xml`), the newest hour as RSS (`aqhi_ind_rss_Eng.xml`) and the past 24 hours' pollutant
/// concentrations (`24pc_Eng.xml`), with RFC 822 dates and a `-` for an hour a station missed. Readings follow the
/// hour of day: roadside stations run higher, Mong Kok reaches High (7) in the evening rush.
public struct AQHIUpstream: SimulatedUpstream {
    public let pathPrefix = "/epd/ddata/html/out"

    public init() {}

    /// Where clients point `NEXTSTOP_AQHI_URL` under the simulator's root URL.
    public static func baseURL(under root: URL) -> URL {
        root.appendingPathComponent("epd").appendingPathComponent("ddata").appendingPathComponent("html")
            .appendingPathComponent("out")
    }

    private static let general = [
        "Central/Western", "Southern", "Eastern", "Kwun Tong", "Sham Shui Po", "Kwai Chung", "Tsuen Wan",
        "Tseung Kwan O", "Yuen Long", "Tuen Mun", "Tung Chung", "Tai Po", "Sha Tin", "North", "Tap Mun",
    ]
    private static let roadside = ["Causeway Bay", "Central", "Mong Kok"]

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let newest = Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now
        let body: String
        switch request.path {
        case pathPrefix + "/24aqhi_Eng.xml": body = pastDay(until: newest)
        case pathPrefix + "/aqhi_ind_rss_Eng.xml": body = current(at: newest)
        case pathPrefix + "/24pc_Eng.xml": body = concentrations(until: newest)
        default: return .notFound
        }
        return SimulatorReply(status: 200, body: Array(body.utf8), contentType: "text/xml")
    }

    /// `<AQHI24HrReport>`: 18 stations × 24 hours, oldest first.
    private func pastDay(until newest: Date) -> String {
        var items: [String] = []
        for (type, stations) in [("General Stations", Self.general), ("Roadside Stations", Self.roadside)] {
            for station in stations {
                for back in (0..<24).reversed() {
                    let hour = newest.addingTimeInterval(Double(-back) * 3_600)
                    items.append(
                        "<item><type>\(type)</type><StationName>\(station)</StationName><DateTime>\(Self.rfc822(hour))"
                            + "</DateTime><aqhi>\(Self.index(station, at: hour))</aqhi></item>")
                }
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <AQHI24HrReport><title>Past 24-hour AQHI</title><lastBuildDate>\(Self.rfc822(newest.addingTimeInterval(1_800)))</lastBuildDate>
            \(items.joined(separator: "\n"))
            </AQHI24HrReport>
            """
    }

    /// RSS 2.0 with a stylesheet instruction, one item per station: `Station : index : risk`.
    private func current(at newest: Date) -> String {
        let items = (Self.general + Self.roadside).map { station in
            let index = Self.index(station, at: newest)
            return "<item><title>\(station) : \(index) : \(Self.risk(index))</title><pubDate>\(Self.rfc822(newest))"
                + "</pubDate><description><![CDATA[\(station): \(index)]]></description></item>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet type="text/xsl" href="rss.xsl"?>
            <rss version="2.0"><channel><title>Current AQHI</title>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
    }

    /// `<AQHI24HrPollutantConcentration>`: 18 stations × 24 hours of NO2, O3, SO2, CO, PM10 and PM2.5 in µg/m³;
    /// the general stations measure no CO, and Tap Mun's 04:00 is all `-`.
    private func concentrations(until newest: Date) -> String {
        var records: [String] = []
        for station in Self.general + Self.roadside {
            for back in (0..<24).reversed() {
                let hour = newest.addingTimeInterval(Double(-back) * 3_600)
                let level = Int(Self.index(station, at: hour)) ?? 0
                let values = [
                    ("NO2", level * 14), ("O3", 90 - level * 8), ("SO2", 3 + level % 3),
                    ("CO", Self.roadside.contains(station) ? 600 + level * 40 : nil), ("PM10", level * 9),
                    ("PM2.5", level * 6),
                ].map { name, value in "<\(name)>\(level == 0 ? "-" : value.map(String.init) ?? "-")</\(name)>" }
                records.append(
                    "<PollutantConcentration><StationName>\(station)</StationName><DateTime>\(Self.rfc822(hour))"
                        + "</DateTime>\(values.joined())</PollutantConcentration>")
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <AQHI24HrPollutantConcentration><title>Past 24-hour pollutant concentrations</title><lastBuildDate>\(Self.rfc822(newest.addingTimeInterval(1_800)))</lastBuildDate>
            \(records.joined(separator: "\n"))
            </AQHI24HrPollutantConcentration>
            """
    }

    /// The index at `station` in the hour starting `hour`: `-` for Tap Mun at 04:00 (a missed hour).
    private static func index(_ station: String, at hour: Date) -> String {
        let clock = calendar.component(.hour, from: hour)
        if station == "Tap Mun" && clock == 4 { return "-" }
        let rush = (17...20).contains(clock) || (8...9).contains(clock) ? 1 : 0
        let base = roadside.contains(station) ? 5 : 2 + station.utf8.count % 3
        return String(min(10, base + rush + (station == "Mong Kok" && rush == 1 ? 1 : 0)))
    }

    private static func risk(_ index: String) -> String {
        switch Int(index) ?? 0 {
        case ...3: "Low"
        case 4...6: "Moderate"
        case 7: "High"
        default: "Very High"
        }
    }

    /// `Mon, 05 Oct 2026 15:00:00 +0800`.
    private static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? TimeZone(secondsFromGMT: 8 * 3_600)!
        return calendar
    }()
}
