import Foundation

/// Traditional → Simplified Chinese, as the real upstreams' `sc` replies are written: the generator's names and
/// remarks, and the Observatory's reports.
enum ChineseScript {
    /// The Simplified rendering of a Traditional text (ICU's `Hant-Hans`); text without Chinese is returned as it is.
    static func simplified(_ traditional: String) -> String {
        guard traditional.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return traditional }
        return traditional.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? traditional
    }

    /// A JSON document (`JSONSerialization`'s dictionaries, arrays and strings) with every string simplified.
    static func simplified(document: Any) -> Any {
        switch document {
        case let text as String: simplified(text)
        case let object as [String: Any]: object.mapValues { simplified(document: $0) }
        case let array as [Any]: array.map { simplified(document: $0) }
        default: document
        }
    }
}
