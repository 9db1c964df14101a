import Foundation

/// Tolerant reads for upstreams that write numbers and booleans as strings and `""` for absent (511, API-NOTES
/// §Caltrain 2): every reader answers nil for a missing key, `null` or `""`, never failing the record.
extension KeyedDecodingContainer where Key == DecodingKey {
    /// Text, or a number written as text; nil when missing, null, empty or blank.
    func looseString(_ key: Key) -> String? {
        let text =
            (try? decodeIfPresent(String.self, forKey: key)) ?? (try? decodeIfPresent(Int.self, forKey: key)).map(String.init)
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// An integer written as a number or as a numeric string.
    func looseInt(_ key: Key) -> Int? {
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return number }
        if let number = try? decodeIfPresent(Double.self, forKey: key), number.isFinite { return Int(number) }
        return looseString(key).flatMap { Int($0) ?? Double($0).map { Int($0) } }
    }

    /// A boolean written as `true`, `"true"`, `"false"`, `1` or `"0"`.
    func looseBool(_ key: Key) -> Bool? {
        if let flag = try? decodeIfPresent(Bool.self, forKey: key) { return flag }
        switch looseString(key)?.lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// An ISO 8601 time, with or without fractional seconds; nil when missing, null, empty or unreadable.
    func looseTimestamp(_ key: Key) -> Date? {
        try? decodeTimestampIfPresent(forKey: key)
    }

    /// An object that may be written as one or as a list of them (a SIRI delivery): always a list.
    func oneOrMany<Element: Decodable>(_ type: Element.Type, _ key: Key) -> [Element] {
        if let many = try? decodeIfPresent([DecodingAttempt<Element>].self, forKey: key) {
            return many.compactMap { try? $0.result.get() }
        }
        return (try? decodeIfPresent(Element.self, forKey: key)).flatMap { $0 }.map { [$0] } ?? []
    }
}

extension Data {
    /// The bytes without a leading UTF-8 byte order mark, which 511 may send (API-NOTES §Caltrain 7).
    var withoutByteOrderMark: Data {
        starts(with: [0xEF, 0xBB, 0xBF]) ? dropFirst(3) : self
    }
}
