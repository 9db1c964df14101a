import Foundation
import NextStopCore

/// What a question says about buses: the route, stop and company it names. Stops and known routes come from the
/// bus directory; without one, only a route with a bus word beside it is read.
struct BusVocabulary: Sendable {
    private let directory: (any BusDirectory)?
    private let stops: PhraseIndex<String>

    /// Indexes every stop name of `directory` in its three scripts, and each part of a bracketed name that may name
    /// the stop alone, in each script.
    init(directory: (any BusDirectory)?) {
        self.directory = directory
        let names = directory?.stopNames ?? []
        stops = PhraseIndex(
            names.flatMap { name in
                let parts = Self.parts(of: name.en, shortest: 4) + [name.tc, name.sc].flatMap { Self.parts(of: $0, shortest: 3) }
                return ([name.en, name.tc, name.sc] + parts).map { (name: $0, value: name.en) }
            })
    }

    /// The parts of a name with a bracket (`CENTRAL (EXCHANGE SQUARE)`: `CENTRAL`, `EXCHANGE SQUARE`; `中環(交易廣場)`:
    /// `交易廣場`) that may name the stop alone: not a place's name (then the place is meant) and not shorter than
    /// `shortest` characters (four letters, three Chinese characters).
    private static func parts(of name: String, shortest: Int) -> [String] {
        guard name.contains("(") || name.contains("（") else { return [] }
        return name.split(whereSeparator: { "()（）".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= shortest && !Places.isName($0) }
    }

    /// The stop the question names: the name as the question holds it (folded) and the stop's English name; nil when
    /// it names none.
    func stop(in question: QuestionText) -> (name: String, english: String)? {
        stops.longestMatch(in: question).map { ($0.name, $0.value) }
    }

    /// The first word shaped like a route number (`1A`, `E23`, `N170`) that is one: beside a bus word, in a question
    /// that asks when a bus comes or where it goes and about nothing else (so a route no company runs is answered
    /// "there is no route 1A"), or a route the directory knows in a question that asks about nothing else. A number
    /// followed by a unit (`26度`, `3pm`, `10 mins`, `2 days`) is never a route.
    func route(in question: QuestionText, besideBusWord: Bool, asksBus: Bool, asksOtherwise: Bool) -> String? {
        let words = Self.words(of: question.folded.string)
        for (index, word) in words.enumerated() where Self.isRouteShaped(word.text) {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if let next, Self.isUnit(next) { continue }
            let lower = word.text.lowercased()
            if lower.hasSuffix("am") || lower.hasSuffix("pm") { continue }
            let route = word.text.uppercased()
            if besideBusWord || (!asksOtherwise && (asksBus || directory?.isKnownRoute(route) == true)) { return route }
        }
        return nil
    }

    /// `KMB` or `CTB` when the question names the company.
    static func company(in question: QuestionText) -> String? {
        if question.containsAny(kmb) { return "KMB" }
        if question.containsAny(citybus) { return "CTB" }
        return nil
    }

    private static let kmb: Keywords = ["kmb", "九巴", "kowloon motor bus", "lwb", "龙运"]
    private static let citybus: Keywords = ["citybus", "ctb", "城巴", "nwfb", "新巴"]

    /// `^[A-Z]{0,2}\d{1,3}[A-Z]{0,2}$`, case-insensitively.
    static func isRouteShaped(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        var index = 0
        func count(while test: (Unicode.Scalar) -> Bool, atMost limit: Int) -> Int {
            var taken = 0
            while index < scalars.count, taken < limit, test(scalars[index]) {
                index += 1
                taken += 1
            }
            return taken
        }
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        _ = count(while: isLetter, atMost: 2)
        guard count(while: { ("0"..."9").contains($0) }, atMost: 3) > 0 else { return false }
        _ = count(while: isLetter, atMost: 2)
        return index == scalars.count
    }

    /// Runs of ASCII letters and digits, and the text that follows each: a Chinese character straight after, or the
    /// next word after a space.
    private static func words(of folded: String) -> [(text: String, isAdjacent: Bool)] {
        var words: [(text: String, isAdjacent: Bool)] = []
        var current = ""
        var afterWord = false
        for character in folded {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                words.append((current, false))
                current = ""
                afterWord = true
            }
            if character.isHan {
                words.append((String(character), afterWord))
            }
            afterWord = false
        }
        if !current.isEmpty { words.append((current, false)) }
        return words
    }

    /// True when `word` after a number makes it a measure, a date or a time.
    private static func isUnit(_ word: (text: String, isAdjacent: Bool)) -> Bool {
        if word.isAdjacent { return word.text.first.map(unitCharacters.contains) ?? false }
        return unitWords.contains(word.text)
    }

    /// Characters that make the number before them a temperature, a date, a time or a signal (folded).
    /// `号` is not one: `2號巴士` and `城巴15號` are routes, and a signal (`8號風球`) has a typhoon word beside it.
    private static let unitCharacters: Set<Character> = ["度", "点", "月", "日", "时", "分", "年", "个", "级", "蚊"]
    /// Words that make the number before them something other than a route.
    private static let unitWords: Set<String> = [
        "degrees", "degree", "deg", "c", "pm", "am", "mm", "min", "mins", "minutes", "minute", "percent", "hours",
        "hour", "km", "度", "days", "day", "weeks", "week",
    ]
}
