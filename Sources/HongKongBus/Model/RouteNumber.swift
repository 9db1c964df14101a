import NextStopCore

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
        let digits = Self.digitBounds(in: text)
        prefix = String(text[..<digits.lowerBound])
        number = Int(text[digits]) ?? Int.max
        suffix = String(text[digits.upperBound...])
    }

    /// Where the first run of numeric characters lies; empty at the end when there is none.
    private static func digitBounds(in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        // In ASCII a numeric character is a decimal digit, which the bytes show without forming characters.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            let start = utf8.firstIndex(where: isDigit) ?? utf8.endIndex
            return start..<(utf8[start...].firstIndex { !isDigit($0) } ?? utf8.endIndex)
        }
        let start = text.firstIndex(where: \.isNumber) ?? text.endIndex
        return start..<(text[start...].firstIndex { !$0.isNumber } ?? text.endIndex)
    }

    public static func < (lhs: RouteNumber, rhs: RouteNumber) -> Bool {
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        return lhs.suffix < rhs.suffix
    }
}
