/// Names (folded as `QuestionText` folds) and what each means, found in a question by looking up its substrings:
/// a question of n characters costs about n × the longest name's length lookups, however many names there are.
/// Names written in Latin letters match whole words only; Chinese names match anywhere.
struct PhraseIndex<Value: Sendable>: Sendable {
    private var values: [String: Value] = [:]
    /// The lengths of the names starting with each character, longest first: a start with none is skipped.
    private var lengthsByFirst: [Character: [Int]] = [:]

    /// An index of `entries`; a name already listed keeps its first meaning.
    init(_ entries: some Sequence<(name: String, value: Value)>) {
        for (name, value) in entries {
            let folded = QuestionText.fold(name).trimmingCharacters(in: .whitespaces)
            guard let first = folded.first, values[folded] == nil else { continue }
            values[folded] = value
            lengthsByFirst[first, default: []].append(folded.count)
        }
        lengthsByFirst = lengthsByFirst.mapValues { Array(Set($0)).sorted(by: >) }
    }

    /// The meaning of `name` when it is one of the names as a whole.
    func value(named name: String) -> Value? {
        values[QuestionText.fold(name).trimmingCharacters(in: .whitespaces)]
    }

    /// The meaning of the longest name the question holds (the first of equal length), with the name; nil when it
    /// holds none.
    func longestMatch(in question: QuestionText) -> (name: String, value: Value)? {
        let characters = question.folded.characters
        var best: (name: String, value: Value)?
        for start in characters.indices where Self.mayStart(at: start, in: characters) {
            guard let lengths = lengthsByFirst[characters[start]] else { continue }
            for length in lengths where length > (best?.name.count ?? 0) && start + length <= characters.count {
                guard Self.mayEnd(at: start + length, in: characters) else { continue }
                let name = String(characters[start..<(start + length)])
                if let value = values[name] {
                    best = (name, value)
                    break
                }
            }
        }
        return best
    }

    /// What the question says besides the names in the index, as words and runs of Chinese characters: the names
    /// are taken out leftmost first, the longest at each place.
    func leftover(in question: QuestionText) -> [String] {
        let characters = question.folded.characters
        var left: [Character] = []
        var start = 0
        while start < characters.count {
            let length = Self.mayStart(at: start, in: characters) ? longestName(at: start, in: characters) : nil
            if let length {
                left.append(" ")
                start += length
            } else {
                left.append(characters[start])
                start += 1
            }
        }
        return String(left).split(separator: " ").map(String.init)
    }

    /// The length of the longest name that starts at `start`, or nil.
    private func longestName(at start: Int, in characters: [Character]) -> Int? {
        lengthsByFirst[characters[start]]?.first { length in
            start + length <= characters.count && Self.mayEnd(at: start + length, in: characters)
                && values[String(characters[start..<(start + length)])] != nil
        }
    }

    /// A name starts at a Chinese character, or at a letter or digit that does not continue a word.
    private static func mayStart(at index: Int, in characters: [Character]) -> Bool {
        let character = characters[index]
        if character == " " { return false }
        return character.isHan || index == 0 || !characters[index - 1].isWordCharacter
    }

    /// A name ends after a Chinese character, or before anything that does not continue a word.
    private static func mayEnd(at end: Int, in characters: [Character]) -> Bool {
        if characters[end - 1] == " " { return false }
        return characters[end - 1].isHan || end == characters.count || !characters[end].isWordCharacter
    }
}

extension Character {
    /// A CJK ideograph.
    var isHan: Bool { unicodeScalars.first.map(QuestionText.isHan) ?? false }

    /// A Latin letter, digit or apostrophe: part of an English word.
    var isWordCharacter: Bool { !isHan && (isLetter || isNumber || self == "'") }
}
