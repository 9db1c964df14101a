/// Orders route numbers as people read them: 1, 1A, 2, 10, 101, N8, not 1, 10, 101, 1A.
public struct RouteNumber: Sendable, Hashable, Comparable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public static func < (lhs: RouteNumber, rhs: RouteNumber) -> Bool {
        let left = lhs.parts, right = rhs.parts
        if left.prefix != right.prefix { return left.prefix < right.prefix }
        if left.number != right.number { return left.number < right.number }
        return left.suffix < right.suffix
    }

    /// Leading letters, the number, and whatever follows it: `N8A` → ("N", 8, "A").
    private var parts: (prefix: String, number: Int, suffix: String) {
        let prefix = text.prefix { !$0.isNumber }
        let rest = text.dropFirst(prefix.count)
        let digits = rest.prefix { $0.isNumber }
        return (String(prefix), Int(digits) ?? Int.max, String(rest.dropFirst(digits.count)))
    }
}
