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
        for coding in WeightedValue.elements(of: values) {
            switch coding.name {
            case "gzip", "x-gzip": named = max(named ?? 0, coding.weight)
            case "*": wildcard = coding.weight
            default: break
            }
        }
        return (named ?? wildcard ?? 0) > 0 ? .gzip : .identity
    }
}
