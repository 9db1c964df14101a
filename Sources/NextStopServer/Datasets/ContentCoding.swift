/// The content codings the datasets endpoints offer.
enum ContentCoding: Hashable, Sendable {
    case identity
    case gzip

    /// The `Content-Encoding` value, or `nil` for identity, which is sent without one.
    var headerValue: String? {
        switch self {
        case .identity: nil
        case .gzip: "gzip"
        }
    }

    /// gzip when `Accept-Encoding` gives it a q-value above zero (named `gzip` or `x-gzip`, or through `*` when
    /// neither is named); identity otherwise. `values` are the header's field lines; a malformed element is ignored.
    static func negotiated(acceptEncoding values: [String]) -> ContentCoding {
        var named: Double?
        var wildcard: Double?
        for element in values.joined(separator: ",").split(separator: ",") {
            guard let (name, weight) = weightedCoding(element) else { continue }
            switch name {
            case "gzip", "x-gzip": named = max(named ?? 0, weight)
            case "*": wildcard = weight
            default: break
            }
        }
        return (named ?? wildcard ?? 0) > 0 ? .gzip : .identity
    }

    /// `gzip;q=0.5` as its lower-cased name and weight (1 without a `q`); `nil` when the q-value is malformed.
    private static func weightedCoding(_ element: Substring) -> (String, Double)? {
        let parts = element.split(separator: ";").map { $0.trimmingSpaces() }
        guard let name = parts.first, !name.isEmpty else { return nil }
        var weight = 1.0
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
            guard let value = qValue(pair[1]) else { return nil }
            weight = value
        }
        return (name.lowercased(), weight)
    }

    /// A q-value: digits and at most one point, from 0 to 1 (so `nan` or `inf` are refused).
    private static func qValue(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), (0...1).contains(value)
        else { return nil }
        return value
    }
}
