import Foundation
import NextStopCore

/// Parses times such as `2026-07-30T21:31:00+08:00`. Platforms differ on whether the plain style accepts
/// fractional seconds, so the style that expects them is tried too.
private let timestampStyles = [
    Date.ISO8601FormatStyle(),
    Date.ISO8601FormatStyle(includingFractionalSeconds: true),
]

extension KeyedDecodingContainer where Key == DecodingKey {
    /// A value written as a JSON number or as a numeric string: KMB writes `seq` and `service_type` as strings
    /// in its lists and as numbers in its ETAs, and `lat`/`long` mostly as strings (API-NOTES §KMB 1).
    func decodeLenient<Value: Decodable & LosslessStringConvertible>(
        _ type: Value.Type, forKey key: Key
    ) throws -> Value {
        // String first: the bulk lists (36,000 rows) write numbers as strings, and a failed attempt is costly.
        guard let text = try? decode(String.self, forKey: key) else { return try decode(Value.self, forKey: key) }
        guard let value = Value(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a number")
        }
        return value
    }

    /// Text that may be missing or null, which reads as empty rather than failing the record.
    func decodeText(forKey key: Key) throws -> String {
        try decodeIfPresent(String.self, forKey: key) ?? ""
    }

    /// The three `<prefix>_en`, `<prefix>_tc` and `<prefix>_sc` keys as one text; missing ones are empty.
    func decodeLocalizedText(_ prefix: String) throws -> LocalizedText {
        LocalizedText(
            en: try decodeText(forKey: Key(stringValue: "\(prefix)_en")),
            tc: try decodeText(forKey: Key(stringValue: "\(prefix)_tc")),
            sc: try decodeText(forKey: Key(stringValue: "\(prefix)_sc"))
        )
    }

    /// The `lat` and `long` keys, each a number or a numeric string.
    func decodeCoordinate() throws -> Coordinate {
        Coordinate(
            latitude: try decodeLenient(Double.self, forKey: "lat"),
            longitude: try decodeLenient(Double.self, forKey: "long")
        )
    }

    /// An ISO 8601 time with its offset, with or without fractional seconds; nil when missing, null or empty.
    func decodeTimestampIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        for style in timestampStyles {
            if let date = try? style.parse(text) { return date }
        }
        throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO 8601 time")
    }
}

/// A coding key for any name, so wire records spell their keys exactly as the upstream does.
struct DecodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(stringLiteral value: String) { self.init(stringValue: value) }
}
