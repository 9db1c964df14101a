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

/// A question as typed, the language it is written in, and its folded form that keywords are matched against:
/// half-width, lower case, Traditional folded to Simplified, punctuation as spaces, padded with a space each side.
public struct QuestionText: Sendable, Hashable {
    public let original: String
    public let language: Language
    let folded: String

    /// Reads `text`, or throws `QuestionError` for empty, over-long or binary input.
    public init(_ text: String) throws(QuestionError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= QuestionError.maximumLength else { throw .tooLong(characters: trimmed.count) }
        guard !trimmed.unicodeScalars.contains(where: Self.isControl) else { throw .notText }
        original = trimmed
        language = Self.language(of: trimmed)
        folded = Self.fold(trimmed)
    }

    /// True when the folded question holds `phrase` (already folded) as whole words, or anywhere for Chinese.
    func contains(_ phrase: String) -> Bool {
        phrase.unicodeScalars.contains(where: Self.isHan) ? folded.contains(phrase) : folded.contains(" \(phrase) ")
    }

    /// True when it holds any of `phrases`.
    func containsAny(_ phrases: [String]) -> Bool { phrases.contains(where: contains) }

    /// `text` as keywords and names are compared: see the type's summary.
    static func fold(_ text: String) -> String {
        let halfWidth = text.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? text
        let simplified = halfWidth.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? halfWidth
        let unescaped = simplified.replacingOccurrences(of: "&amp;", with: "&").lowercased()
        let spaced = String(
            unescaped.unicodeScalars.map { separators.contains($0) ? " " : Character($0) })
        return " " + spaced.split(whereSeparator: \.isWhitespace).joined(separator: " ") + " "
    }

    /// Punctuation and symbols, read as spaces; the apostrophe (King's Park) and `&` (Central & Western) are kept.
    private static let separators = CharacterSet.punctuationCharacters.union(.symbols)
        .subtracting(CharacterSet(charactersIn: "'&"))

    /// English without Chinese characters; Simplified when folding to Traditional changes it and folding to
    /// Simplified does not; Traditional otherwise, as Hong Kong writes (Cantonese forms such as 落雨 are both).
    private static func language(of text: String) -> Language {
        guard text.unicodeScalars.contains(where: isHan) else { return .english }
        let simplified = text.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? text
        if simplified != text { return .traditionalChinese }
        let traditional = text.applyingTransform(StringTransform("Hans-Hant"), reverse: false) ?? text
        return traditional != text ? .simplifiedChinese : .traditionalChinese
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }
}
