/// Keywords in folded form, sorted once by how a question is searched for them: Chinese ones looked up among the
/// question's runs of Chinese characters, single English words among its words, longer ones searched for.
struct Keywords: Sendable, ExpressibleByArrayLiteral {
    /// Chinese keywords of at most `FoldedText.longestGram` characters.
    let han: Set<String>
    /// Longer Chinese keywords.
    let longHan: [String]
    /// English keywords of one word.
    let words: Set<String>
    /// English keywords of several words, each split into its words.
    let wordRuns: [[String]]

    init(_ phrases: [String]) {
        var han = Set<String>()
        var longHan: [String] = []
        var words = Set<String>()
        var runs: [[String]] = []
        for phrase in phrases {
            guard let first = phrase.unicodeScalars.first else { continue }
            if QuestionText.isHan(first) {
                if phrase.count <= FoldedText.longestGram { han.insert(phrase) } else { longHan.append(phrase) }
            } else if phrase.contains(" ") {
                runs.append(phrase.split(separator: " ").map(String.init))
            } else {
                words.insert(phrase)
            }
        }
        self.han = han
        self.longHan = longHan
        self.words = words
        wordRuns = runs
    }

    init(arrayLiteral phrases: String...) { self.init(phrases) }
}
