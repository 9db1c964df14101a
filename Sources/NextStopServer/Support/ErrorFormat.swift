import Hummingbird

/// How an error is answered: the JSON error body, or for a browser a page saying the same.
enum ErrorFormat: Equatable {
    case json
    case html

    /// HTML when the request's `Accept` gives `text/html` a higher weight than `application/json`; JSON otherwise,
    /// so a client that sends `*/*` or no `Accept` gets JSON, and a browser, which ranks `text/html` above `*/*`, a
    /// page.
    static func preferred(accept values: [String]) -> ErrorFormat {
        let ranges = WeightedValue.elements(of: values)
        return weight(of: "text/html", in: ranges) > weight(of: "application/json", in: ranges) ? .html : .json
    }

    /// The weight of the most specific range that matches `type` (`type/subtype`, then `type/*`, then `*/*`), as
    /// RFC 9110 §12.5.1 has it; 0 when none does.
    private static func weight(of type: String, in ranges: [WeightedValue]) -> Double {
        let family = "\(type.prefix { $0 != "/" })/*"
        for range in [type, family, "*/*"] {
            if let match = ranges.first(where: { $0.name == range }) { return match.weight }
        }
        return 0
    }
}
