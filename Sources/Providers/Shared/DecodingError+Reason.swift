extension DecodingError {
    /// A short reason naming the kind of failure and where it happened (`missing data[3].stop`).
    ///
    /// Built from the coding path only, never from the decoder's description, which can quote the body.
    var shortReason: String {
        switch self {
        case .keyNotFound(let key, let context): "missing \(Self.describe(context.codingPath + [key]))"
        case .valueNotFound(_, let context): "null at \(Self.describe(context.codingPath))"
        case .typeMismatch(_, let context): "wrong type at \(Self.describe(context.codingPath))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "not valid JSON"
        case .dataCorrupted(let context): "invalid value at \(Self.describe(context.codingPath))"
        @unknown default: "undecodable"
        }
    }

    /// `data[3].seq`; `the top level` for an empty path.
    private static func describe(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the top level" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
