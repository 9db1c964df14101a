/// A question's folded form (half-width, lower case, Simplified, punctuation as spaces) laid out once for fast
/// matching: its characters, its English words and every short run of its Chinese characters, so each of the
/// hundreds of keywords a question is checked against costs a lookup, not a search.
struct FoldedText: Sendable, Hashable {
    /// The folded text, padded with a space each side.
    let string: String
    let characters: [Character]
    /// Runs of letters, digits and apostrophes, in order.
    private let words: [String]
    /// Every run of 1 to `longestGram` consecutive Chinese characters.
    private let hanGrams: Set<String>

    /// The longest Chinese keyword looked up in `hanGrams`; longer ones are searched for.
    static let longestGram = 8

    init(_ string: String) {
        self.string = string
        characters = Array(string)
        var words: [String] = []
        var grams = Set<String>()
        var word = ""
        var han: [Character] = []
        for character in characters + [" "] {
            if character.isWordCharacter {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
            if character.isHan {
                han.append(character)
            } else if !han.isEmpty {
                Self.addGrams(of: han, to: &grams)
                han = []
            }
        }
        self.words = words
        hanGrams = grams
    }

    private static func addGrams(of run: [Character], to grams: inout Set<String>) {
        for start in run.indices {
            for end in (start + 1)...min(run.count, start + longestGram) { grams.insert(String(run[start..<end])) }
        }
    }

    /// True when it holds any of `keywords`: Chinese ones anywhere, English ones as whole words, which a Chinese
    /// character may border (`T8幾時除`, `而家UV幾高`).
    func containsAny(_ keywords: Keywords) -> Bool {
        if words.contains(where: keywords.words.contains) { return true }
        if keywords.han.count < hanGrams.count {
            if keywords.han.contains(where: hanGrams.contains) { return true }
        } else if hanGrams.contains(where: keywords.han.contains) {
            return true
        }
        if keywords.longHan.contains(where: string.contains) { return true }
        return keywords.wordRuns.contains(where: holds)
    }

    /// True when `run` appears as consecutive words.
    private func holds(_ run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { start in
            run.indices.allSatisfy { words[start + $0] == run[$0] }
        }
    }
}
