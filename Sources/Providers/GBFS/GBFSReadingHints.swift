import Foundation

/// How each loosely written member was read in the body being decoded, so that every record after the first reads it
/// at the first attempt: a feed writes a member the same way throughout, and each failed attempt costs a thrown
/// decoding error (without them, Citi Bike's 845 stations of 0/1 flags took 20.5 ms to read instead of 15.6).
final class GBFSReadingHints: @unchecked Sendable {
    /// Where a decoder carries them.
    static let key = CodingUserInfoKey(rawValue: "nextstop.gbfs.hints")!

    /// The reader that last read each member, by name. Only the one decode of one body touches it, on one thread.
    private var readers: [String: Int] = [:]

    /// The hints of the body `decoder` decodes, or new ones when it carries none.
    static func of(_ decoder: any Decoder) -> GBFSReadingHints {
        decoder.userInfo[key] as? GBFSReadingHints ?? GBFSReadingHints()
    }

    /// The first of `readers` that reads `member`, starting with the one that read it last time.
    func read<Value>(_ member: String, _ readers: [() -> Value?]) -> Value? {
        let start = self.readers[member] ?? 0
        for offset in 0..<readers.count {
            let index = (start + offset) % readers.count
            if let value = readers[index]() {
                self.readers[member] = index
                return value
            }
        }
        return nil
    }
}

extension KeyedDecodingContainer where Key == DecodingKey {
    /// Text written as a string or an integer (Vélib's and Bicing's station ids).
    func gbfsText(_ key: DecodingKey, _ hints: GBFSReadingHints) -> String? {
        hints.read(
            key.stringValue,
            [
                { (try? decodeIfPresent(String.self, forKey: key)) ?? nil },
                { (try? decodeIfPresent(Int.self, forKey: key)).flatMap { $0.map(String.init) } },
            ])
    }

    /// A flag written as a boolean or as 0/1 (or, in GBFS-like feeds, as text).
    func gbfsFlag(_ key: DecodingKey, _ hints: GBFSReadingHints) -> Bool? {
        hints.read(
            key.stringValue,
            [
                { (try? decodeIfPresent(Bool.self, forKey: key)) ?? nil },
                { (try? decodeIfPresent(Int.self, forKey: key)).flatMap { $0.map { $0 != 0 } } },
                { looseBool(key) },
            ])
    }

    /// A time written as POSIX seconds (before 3.0) or as RFC 3339 text (3.0).
    func gbfsTime(_ key: DecodingKey, _ hints: GBFSReadingHints) -> Date? {
        hints.read(
            key.stringValue,
            [
                {
                    (try? decodeIfPresent(Double.self, forKey: key)).flatMap {
                        $0.flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0) : nil }
                    }
                },
                { (try? decodeIfPresent(String.self, forKey: key)).flatMap { $0.flatMap(GBFSTime.date) } },
            ])
    }
}
