import Foundation
import NextStopCore

/// Dock names as people type and sort them: case, accents and TfL's `" , "` separators set aside.
enum DockName {
    /// The form names are compared in: lower case, without diacritics, words separated by single spaces.
    static func key(_ name: String) -> String {
        // Most names are plain ASCII, read byte by byte; Foundation's folding is for the rest.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(name) }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var key = ""
        var separated = false
        for scalar in folded.unicodeScalars {
            guard isWordScalar(scalar) else {
                separated = true
                continue
            }
            if separated && !key.isEmpty { key.unicodeScalars.append(" ") }
            separated = false
            key.unicodeScalars.append(scalar)
        }
        return key
    }

    /// `key` of an ASCII name: the same steps on bytes.
    private static func asciiKey(_ name: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count)
        var separated = false
        for byte in name.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            guard isWordScalar(Unicode.Scalar(lower)) else {
                separated = true
                continue
            }
            if separated && !key.isEmpty { key.append(UInt8(ascii: " ")) }
            separated = false
            key.append(lower)
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Letters, digits, `'` and `&`: what a word of a dock's name is made of.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        switch scalar {
        case "a"..."z", "0"..."9", "'", "&": return true
        default: return false
        }
    }

    /// Whether `name` (a key) sorts before `other` in the way a reader expects: by key, then by the text itself.
    static func precedes(_ name: (key: String, text: String), _ other: (key: String, text: String)) -> Bool {
        name.key != other.key ? name.key < other.key : name.text < other.text
    }
}

extension DockSnapshot {
    /// Docks whose name holds every word of `query` (case and accents ignored), nearest first when the searcher is
    /// known to be at `point` (every Waterloo dock names the area; the one a rider stands at is the one they mean),
    /// else those starting with the first word first, then by name; at most `limit`.
    public func docks(named query: String, limit: Int, from point: Coordinate? = nil) -> [Dock] {
        let words = DockName.key(query).split(separator: " ")
        guard !words.isEmpty, limit > 0 else { return [] }
        let matches = docks.indices.filter { index in
            words.allSatisfy { nameKeys[index].contains($0) }
        }
        if let point, point.isValid {
            let byDistance = matches.map { (index: $0, metres: point.distance(to: docks[$0].coordinate)) }
            return byDistance.sorted { $0.metres < $1.metres }.prefix(limit).map { docks[$0.index] }
        }
        let ranked = matches.sorted { left, right in
            let leftStarts = nameKeys[left].hasPrefix(words[0])
            let rightStarts = nameKeys[right].hasPrefix(words[0])
            if leftStarts != rightStarts { return leftStarts }
            return DockName.precedes((nameKeys[left], docks[left].name), (nameKeys[right], docks[right].name))
        }
        return ranked.prefix(limit).map { docks[$0] }
    }
}
