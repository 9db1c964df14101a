import Foundation
import NextStopCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// EPD's AQHI feeds as they are written (API-NOTES §AQHI): record elements (`<item>`, `<PollutantConcentration>`)
/// whose children are text, dates in RFC 822 (`Mon, 05 Oct 2026 15:00:00 +0800`), `-` for a missing reading, `10+`
/// above ten. `AQHIWire+Core.swift` maps them to the assistant's model.
enum AQHIWire {
    /// One `<item>` of the 24-hour feed: `<type>`, `<StationName>`, `<DateTime>`, `<aqhi>`.
    struct HourItem: Sendable, Hashable {
        let stationType: String
        let station: String
        let time: Date
        /// As written: `5`, `10+`, or `-` for no reading.
        let aqhi: String
    }

    /// One `<item>` of the current RSS feed: `<title>Central/Western : 2 : Low</title>` and `<pubDate>`.
    struct CurrentItem: Sendable, Hashable {
        let station: String
        let aqhi: String
        let time: Date
    }

    /// One `<PollutantConcentration>` of the pollutant feed: `<StationName>`, `<DateTime>`, then `<NO2>`, `<O3>`,
    /// `<SO2>`, `<CO>`, `<PM10>`, `<PM2.5>` in µg/m³, each `-` or empty when the station has none that hour.
    struct ConcentrationItem: Sendable, Hashable {
        let station: String
        let time: Date
        /// µg/m³ by element name (`PM2.5`); a pollutant without a number that hour is absent.
        let values: [String: Double]
    }

    /// The pollutants' elements, in the feed's order.
    static let pollutantElements = ["NO2", "O3", "SO2", "CO", "PM10", "PM2.5"]

    /// The hours of the 24-hour feed; an item without a station or a readable time is left out.
    static func hours(from body: Data) throws -> [HourItem] {
        try items(in: body).compactMap { item in
            guard let station = item["StationName"], !station.isEmpty, let time = item["DateTime"].flatMap(date)
            else { return nil }
            return HourItem(stationType: item["type"] ?? "", station: station, time: time, aqhi: item["aqhi"] ?? "-")
        }
    }

    /// The readings of the RSS feed; an item whose title is not `station : index : risk` is left out.
    static func current(from body: Data) throws -> [CurrentItem] {
        try items(in: body).compactMap { item in
            let parts = (item["title"] ?? "").components(separatedBy: " : ")
            guard parts.count >= 2, let time = item["pubDate"].flatMap(date) else { return nil }
            return CurrentItem(station: parts[0].trimmingCharacters(in: .whitespaces), aqhi: parts[1], time: time)
        }
    }

    /// The hours of the pollutant feed; a record without a station or a readable time is left out, and so is a value
    /// that is not a number.
    static func concentrations(from body: Data) throws -> [ConcentrationItem] {
        try items(in: body, named: "PollutantConcentration").compactMap { item in
            guard let station = item["StationName"], !station.isEmpty, let time = item["DateTime"].flatMap(date)
            else { return nil }
            let values = pollutantElements.compactMap { name in
                item[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? (name, $0) : nil }
            }
            return ConcentrationItem(station: station, time: time, values: Dictionary(uniqueKeysWithValues: values))
        }
    }

    /// `EEE, dd MMM yyyy HH:mm:ss Z` in English whatever the machine's locale; nil for anything else.
    static func date(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.date(from: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Each record's (`<item>`'s, unless `record` names another) children as name → trimmed text (CDATA included);
    /// throws `malformed` for XML that does not parse.
    static func items(in body: Data, named record: String = "item") throws -> [[String: String]] {
        let collector = ItemCollector(record: record)
        let parser = XMLParser(data: body)
        parser.delegate = collector
        guard parser.parse() else {
            throw UpstreamError.malformed(reason: "XML: \(parser.parserError.map { String(describing: $0) } ?? "unreadable")")
        }
        return collector.items
    }

    /// Collects the children of every record element as it streams by.
    private final class ItemCollector: NSObject, XMLParserDelegate {
        let record: String
        var items: [[String: String]] = []
        private var current: [String: String]?
        private var text = ""

        init(record: String) { self.record = record }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == record { current = [:] }
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == record {
                if let current { items.append(current) }
                current = nil
            } else if current != nil {
                current?[name] = text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            text = ""
        }
    }
}
