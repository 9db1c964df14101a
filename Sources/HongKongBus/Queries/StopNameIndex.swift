import NextStopCore

/// Stop names in the three languages, case-folded once into one byte buffer, plus the codes riders see (KMB's `WT916`, Citybus's six digits): a search walks the
/// buffer without allocating per stop.
struct StopNameIndex: Sendable {
    /// One name of one stop within `text`, with its length in characters for ranking.
    private struct Name: Sendable {
        var start: Int32
        var end: Int32
        var length: Int32
    }

    /// A stop that matched, before it is dressed as a `StopMatch`.
    struct Hit: Sendable, Hashable {
        var stop: Int
        var kind: StopMatchKind
        var language: Language?
        var nameLength: Int
    }

    private static let languages = [Language.english, .traditionalChinese, .simplifiedChinese]
    /// UTF-8 of every name, lower-cased, back to back; names are `languages.count` per stop.
    private let text: [UInt8]
    private let names: [Name]
    /// Stops by upper-cased code.
    private let stopsByCode: [String: [Int]]

    /// Indexes every stop but placeholders, whose names are stand-ins.
    init(stops: [Stop]) {
        var text: [UInt8] = []
        var names: [Name] = []
        var stopsByCode: [String: [Int]] = [:]
        for (index, stop) in stops.enumerated() {
            for language in Self.languages {
                let start = text.count
                text.append(contentsOf: (stop.isPlaceholder ? "" : stop.name[language]).utf8)
                var length: Int32 = 0
                for offset in start..<text.count {
                    if text[offset] & 0xC0 != 0x80 { length += 1 }  // not a UTF-8 continuation byte: a new character
                    text[offset] = Self.folded(text[offset])
                }
                names.append(Name(start: Int32(start), end: Int32(text.count), length: length))
            }
            if let code = stop.riderCode {
                stopsByCode[code, default: []].append(index)
            }
        }
        self.text = text
        self.names = names
        self.stopsByCode = stopsByCode
    }

    /// Every stop matching a trimmed, non-empty query, unordered.
    func hits(for query: String) -> [Hit] {
        let needle = query.utf8.map(Self.folded)
        var hits: [Hit] = []
        let codeMatches = Set(stopsByCode[query.uppercased()] ?? [])
        text.withUnsafeBufferPointer { text in
            for stop in 0..<names.count / Self.languages.count {
                if codeMatches.contains(stop) {
                    let length = Int(names[stop * Self.languages.count].length)
                    hits.append(Hit(stop: stop, kind: .stopCode, language: nil, nameLength: length))
                    continue
                }
                var best: Hit?
                for (offset, language) in Self.languages.enumerated() {
                    let name = names[stop * Self.languages.count + offset]
                    guard let kind = Self.match(needle, in: text, Int(name.start)..<Int(name.end)) else { continue }
                    let hit = Hit(stop: stop, kind: kind, language: language, nameLength: Int(name.length))
                    if best.map({ (kind, hit.nameLength) < ($0.kind, $0.nameLength) }) ?? true { best = hit }
                }
                if let best { hits.append(best) }
            }
        }
        return hits
    }

    /// The best way `needle` occurs in `text[range]`, or nil when it does not.
    private static func match(
        _ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> StopMatchKind? {
        guard let first = needle.first, needle.count <= range.count else { return nil }
        var found: StopMatchKind?
        var start = range.lowerBound
        let lastStart = range.upperBound - needle.count
        while start <= lastStart {
            if text[start] == first, needle.indices.dropFirst().allSatisfy({ text[start + $0] == needle[$0] }) {
                if start == range.lowerBound { return .namePrefix }
                if isWordBoundary(text[start - 1]) { return .wordPrefix }
                found = .substring
            }
            start += 1
        }
        return found
    }

    /// Folds ASCII letters to lower case. English names are ASCII (upper case at KMB, mixed at Citybus); leaving
    /// other bytes alone keeps UTF-8 intact and the index quick to build.
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// An ASCII letter of either case, or a digit.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    /// ASCII punctuation and spaces separate words; bytes of multi-byte characters never do.
    private static func isWordBoundary(_ byte: UInt8) -> Bool {
        byte < 0x80 && !isLetterOrDigit(byte)
    }
}
