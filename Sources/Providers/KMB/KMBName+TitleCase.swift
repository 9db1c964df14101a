/// KMB writes its English names in capitals; riders read them in title case, with Hong Kong's acronyms kept.
extension String {
    /// An all-capitals English name in title case, as riders write it: `CHUK YUEN ESTATE BUS TERMINUS (WT916)` →
    /// `Chuk Yuen Estate Bus Terminus (WT916)`, `KING'S ROAD` → `King's Road`. Codes (with a digit), words without a
    /// vowel (`MTR`, `HSBC`) and known acronyms keep their capitals; text with any small letter is left as written.
    var titleCasedFromCapitals: String {
        guard !contains(where: \.isLowercase) else { return self }
        var result = ""
        var word = ""
        for character in self {
            if character.isLetter || character.isNumber || character == "'" || character == "’" {
                word.append(character)
            } else {
                result += Self.titleCased(word, first: result.isEmpty) + String(character)
                word = ""
            }
        }
        return result + Self.titleCased(word, first: result.isEmpty)
    }

    /// Short words written in small letters inside a name.
    private static let minorWords: Set<String> = ["OF", "AND", "THE", "ON", "AT", "TO", "FOR", "IN", "BY"]

    /// Acronyms with a vowel that names keep in capitals.
    private static let acronyms: Set<String> = [
        "YMCA", "YWCA", "ICC", "IFC", "HKU", "HKUST", "CUHK", "PTI", "AIA", "II", "III", "IV", "VI", "VII", "VIII", "IX",
        "GPO", "KCR", "LOHAS", "APM", "UA",
    ]

    private static func titleCased(_ word: String, first isFirst: Bool) -> String {
        guard let first = word.first else { return word }
        if !isFirst, minorWords.contains(word) { return word.lowercased() }
        let vowels: Set<Character> = ["A", "E", "I", "O", "U", "Y"]
        if acronyms.contains(word) || word.contains(where: \.isNumber) || !word.contains(where: vowels.contains) {
            return word
        }
        return String(first) + word.dropFirst().lowercased()
    }
}
