/// Orders route numbers as people read them: 1, 1A, 2, 10, 101, N8, not 1, 10, 101, 1A.
public struct RouteNumber: Sendable, Hashable, Comparable {
    public let text: String
    // Parsed once: sorting thousands of routes compares far more often than it creates.
    private let prefix: String
    private let number: Int
    private let suffix: String

    /// Splits the text into leading letters, the number, and whatever follows it: `N8A` → ("N", 8, "A").
    public init(_ text: String) {
        self.text = text
        let prefix = text.prefix { !$0.isNumber }
        let rest = text.dropFirst(prefix.count)
        let digits = rest.prefix { $0.isNumber }
        self.prefix = String(prefix)
        number = Int(digits) ?? Int.max
        suffix = String(rest.dropFirst(digits.count))
    }

    public static func < (lhs: RouteNumber, rhs: RouteNumber) -> Bool {
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        return lhs.suffix < rhs.suffix
    }
}
