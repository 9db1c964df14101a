import Foundation
import NextStopCore

/// Why a question was refused before it was read.
public enum QuestionError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case tooLong(characters: Int)
    case notText

    /// The longest question read, in characters.
    public static let maximumLength = 500

    public var description: String {
        switch self {
        case .empty: "the question is empty"
        case .tooLong(let characters): "the question has \(characters) characters; at most \(Self.maximumLength) are read"
        case .notText: "the question holds control characters, not text"
        }
    }
}

/// A question as typed, the language it is answered in, and its folded form that keywords are matched against:
/// half-width, lower case, Traditional folded to Simplified, punctuation as spaces, padded with a space each side.
public struct QuestionText: Sendable, Hashable {
    public let original: String
    public let language: Language
    let folded: FoldedText

    /// Reads `text`, or throws `QuestionError` for empty, over-long or binary input. The language is the one the
    /// question is written in; `preferred` (the asker's) decides only what the text leaves open: a question with no
    /// words (`968`, `T8?`) and a Chinese question that reads the same in both scripts (`落雨`).
    public init(_ text: String, preferring preferred: Language? = nil) throws(QuestionError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= QuestionError.maximumLength else { throw .tooLong(characters: trimmed.count) }
        guard !trimmed.unicodeScalars.contains(where: Self.isControl) else { throw .notText }
        original = trimmed
        let halfWidth = Self.halfWidth(trimmed)
        guard halfWidth.unicodeScalars.contains(where: Self.isHan) else {
            language = Self.hasWord(halfWidth) ? .english : preferred ?? .english
            folded = FoldedText(Self.spaced(halfWidth))
            return
        }
        let simplified = halfWidth.simplifiedChinese
        language = Self.language(of: halfWidth, simplified: simplified, preferred: preferred)
        folded = FoldedText(Self.spaced(simplified))
    }

    /// True when the folded question holds any of `keywords`: see `FoldedText.containsAny`.
    func containsAny(_ keywords: Keywords) -> Bool { folded.containsAny(keywords) }

    /// `text` as keywords and names are compared: see the type's summary.
    static func fold(_ text: String) -> String { spaced(halfWidth(text).simplifiedChinese) }

    /// Full-width letters, digits and spaces as half-width; ICU's transform only when there are any.
    private static func halfWidth(_ text: String) -> String {
        let isFullWidth: (Unicode.Scalar) -> Bool = { (0xFF00...0xFFEF).contains($0.value) || $0.value == 0x3000 }
        guard text.unicodeScalars.contains(where: isFullWidth) else { return text }
        return text.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? text
    }

    /// Lower case, `&amp;` as `&`, punctuation and symbols as spaces, runs of spaces as one, a space each side.
    private static func spaced(_ text: String) -> String {
        let unescaped = text.replacingOccurrences(of: "&amp;", with: "&").lowercased()
        let spaced = String(unescaped.unicodeScalars.map { separators.contains($0) ? " " : Character($0) })
        return " " + spaced.split(whereSeparator: \.isWhitespace).joined(separator: " ") + " "
    }

    /// Punctuation and symbols, read as spaces; the apostrophe (King's Park) and `&` (Central & Western) are kept.
    private static let separators = CharacterSet.punctuationCharacters.union(.symbols)
        .subtracting(CharacterSet(charactersIn: "'&"))

    /// Simplified when folding to Traditional changes it and folding to Simplified does not; Traditional when the
    /// reverse holds; when both scripts write it the same (Cantonese forms such as 落雨), the asker's Chinese script,
    /// else Traditional as Hong Kong writes.
    private static func language(of text: String, simplified: String, preferred: Language?) -> Language {
        if simplified != text { return .traditionalChinese }
        let traditional = text.applyingTransform(StringTransform("Hans-Hant"), reverse: false) ?? text
        if traditional != text { return .simplifiedChinese }
        return preferred == .simplifiedChinese ? .simplifiedChinese : .traditionalChinese
    }

    /// True when `text` holds a run of two Latin letters: a word, not a route number or a signal such as `T8`.
    private static func hasWord(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            run = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) ? run + 1 : 0
            if run == 2 { return true }
        }
        return false
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }
}
