import Foundation

/// A GBFS text: a plain string before 3.0, a list of `{"text", "language"}` translations from 3.0 on.
struct GBFSText: Decodable, Sendable {
    /// Each translation, as `(language tag, text)`, in the publisher's order; one untagged entry for a plain string.
    var translations: [(language: String, text: String)]

    init(_ text: String) { translations = [("", text)] }

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        let member = decoder.codingPath.last?.stringValue ?? ""
        let read: [(language: String, text: String)]? = GBFSReadingHints.of(decoder).read(
            member,
            [
                { (try? single.decode(String.self)).map { [("", $0)] } },
                { (try? single.decode([Translation].self)).map { $0.map { ($0.language, $0.text) } } },
            ])
        guard let read, !read.isEmpty else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "neither text nor translations")
        }
        translations = read
    }

    /// The text in the first of `languages` the publisher wrote (`en` matches `en-GB`), or else its first one.
    func text(preferring languages: [String]) -> String {
        for wanted in languages.map({ $0.lowercased() }) {
            if let match = translations.first(where: { Self.language($0.language, matches: wanted) }) { return match.text }
        }
        return translations.first?.text ?? ""
    }

    private static func language(_ tag: String, matches wanted: String) -> Bool {
        let tag = tag.lowercased()
        return tag == wanted || tag.hasPrefix(wanted + "-")
    }

    private struct Translation: Decodable {
        var text: String
        var language: String
    }
}

/// GBFS times: POSIX seconds before 3.0, RFC 3339 text from 3.0 on. Some 3.0 publishers write the text with a space
/// for the `T` and six fractional digits (`2025-05-21 07:47:43.124370+00:00`), which is read too.
enum GBFSTime {
    /// The instant RFC 3339 `text` names, read leniently as above.
    static func date(_ text: String) -> Date? {
        var normalised = text.trimmingCharacters(in: .whitespaces)
        if normalised.count > 10, normalised[normalised.index(normalised.startIndex, offsetBy: 10)] == " " {
            normalised.replaceSubrange(
                normalised.index(normalised.startIndex, offsetBy: 10)...normalised.index(normalised.startIndex, offsetBy: 10),
                with: "T")
        }
        // ISO8601FormatStyle reads at most three fractional digits on some platforms: keep three.
        if let dot = normalised.firstIndex(of: ".") {
            let digits = normalised[normalised.index(after: dot)...].prefix { $0.isNumber }
            if digits.count > 3 {
                normalised.replaceSubrange(
                    normalised.index(after: dot)..<normalised.index(normalised.index(after: dot), offsetBy: digits.count),
                    with: digits.prefix(3))
            }
        }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(normalised) { return date }
        return try? Date.ISO8601FormatStyle().parse(normalised)
    }
}
