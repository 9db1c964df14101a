/// One element of an `Accept` or `Accept-Encoding` header, such as `text/html;q=0.9`: its lower-cased name and its
/// weight, 1 without a `q`. Parameters other than `q` are ignored.
struct WeightedValue: Equatable {
    var name: String
    var weight: Double

    /// Every well-formed element of a header's field lines; a malformed one is left out.
    static func elements(of values: [String]) -> [WeightedValue] {
        values.joined(separator: ",").split(separator: ",").compactMap(WeightedValue.init)
    }

    /// `nil` when the element has no name or its q-value is malformed.
    init?(_ element: Substring) {
        let parts = element.split(separator: ";").map { $0.trimmingSpaces() }
        guard let name = parts.first, !name.isEmpty else { return nil }
        var weight = 1.0
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
            guard let value = Self.qValue(pair[1]) else { return nil }
            weight = value
        }
        self.name = name.lowercased()
        self.weight = weight
    }

    /// A q-value: digits and at most one point, from 0 to 1 (so `nan` or `inf` are refused).
    private static func qValue(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), (0...1).contains(value)
        else { return nil }
        return value
    }
}

extension Substring {
    /// The text without the spaces and tabs HTTP allows around header elements.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
