import Foundation

/// A station name reduced to the words riders mean: lower case, no accents or punctuation, `&` read as "and",
/// abbreviations spelled out ("st" → "street", "mtn" → "mountain", "sf" → "san francisco", a leading "s" →
/// "south"), and the trailing "Caltrain Station" dropped. "4th & King" and "4th and king" give the same key.
struct StationNameKey: Hashable {
    /// Words riders type for whole stations, by key, to the key of the station's feed name.
    static let aliases: [String: String] = [
        "4th and king": "san francisco",
        "4th king": "san francisco",
        "fourth and king": "san francisco",
        "diridon": "san jose diridon",
        "sj diridon": "san jose diridon",
        "sj": "san jose diridon",
    ]

    private static let abbreviations: [String: [String]] = [
        "st": ["street"],
        "str": ["street"],
        "ave": ["avenue"],
        "av": ["avenue"],
        "mtn": ["mountain"],
        "mt": ["mountain"],
        "sf": ["san", "francisco"],
        "ssf": ["south", "san", "francisco"],
        "so": ["south"],
        "sth": ["south"],
    ]

    /// The words of the key.
    let words: [String]

    init(_ text: String) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var cleaned = ""
        for scalar in folded.unicodeScalars {
            if scalar == "&" {
                cleaned += " and "
            } else if scalar == "'" || scalar == "\u{2019}" || scalar == "." {
                continue  // "o'brien", "st." read as one word
            } else if CharacterSet.alphanumerics.contains(scalar) {
                cleaned.unicodeScalars.append(scalar)
            } else {
                cleaned += " "
            }
        }
        var words: [String] = []
        let raw = cleaned.split(separator: " ").map(String.init)
        for (position, word) in raw.enumerated() {
            if word == "s", position == 0, raw.count > 1 {
                words.append("south")
            } else {
                words.append(contentsOf: Self.abbreviations[word] ?? [word])
            }
        }
        while let last = words.last, words.count > 1, last == "station" || last == "caltrain" { words.removeLast() }
        self.words = words
    }

    /// The words joined by single spaces.
    var text: String { words.joined(separator: " ") }

    /// The words run together ("mountainview").
    var compact: String { words.joined() }

    /// Whether `other`'s words appear in this key as a contiguous run ("diridon" in "san jose diridon").
    func containsWords(of other: StationNameKey) -> Bool {
        guard !other.words.isEmpty, other.words.count <= words.count else { return false }
        return (0...(words.count - other.words.count)).contains { start in
            Array(words[start..<(start + other.words.count)]) == other.words
        }
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let first = Array(first)
        let second = Array(second)
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for row in 1...first.count {
            current[0] = row
            for column in 1...second.count {
                let substitution = previous[column - 1] + (first[row - 1] == second[column - 1] ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}
