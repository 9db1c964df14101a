import Foundation
import NextStopCore

/// Values that stress JSON writing: escapes, non-ASCII text, awkward numbers and dates, fixed and seeded.
enum HostileValues {
    /// Empty, plain, escaped, control, non-ASCII, slash and separator text.
    static let strings: [String] = [
        "", "plain", "say \"hi\"", #"back\slash"#, #"\""#, "a/b//c", "https://example.com/x?y=1&z=2", "tab\there",
        "line\nbreak", "cr\rlf\r\n", "\u{0}", "\u{1}\u{7}\u{8}\u{b}\u{c}\u{e}\u{1f}", "\u{7f}", "é and e\u{301}",
        "中環 (交易廣場)", "尖沙咀碼頭", "🚌🚏", "👩‍👩‍👧", "\u{2028}\u{2029}", "\u{feff}bom", "<script>&amp;</script>",
        "'single'", "{\"key\": [1, 2]}", String(repeating: "長", count: 300),
    ]

    /// Zeros, coordinates, fractions, extremes and numbers near the switch to exponent form.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.1, 0.2 + 0.1, 1e-7, -1e-7, 1e-300, .leastNonzeroMagnitude, 22.280927, 114.1582, -22.280927, 113.9, 22.2,
        100, 1e15, 1e16, 1e21, -1e22, 123_456_789.123, 1.7976931348623157e308, 2.2250738585072014e-308, 0.5,
        1.0 / 3.0, 999_999_999_999_999.9, 4_503_599_627_370_496.5,
    ]

    /// Single and multiple digits, negatives and the extremes.
    static let integers: [Int] = [0, 1, -1, 9, 10, 99, 100, -100, 1_000_000, Int.max, Int.min, Int(Int32.max) + 1]

    /// Whole, fractional and edge seconds, across the dates computed directly and those Foundation formats.
    static let dates: [Date] = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_785_416_520), Date(timeIntervalSince1970: 1_785_416_520.5),
        Date(timeIntervalSince1970: 1_785_416_520.999_999), Date(timeIntervalSince1970: 59.999_999_99),
        Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: -1e-9), Date(timeIntervalSinceReferenceDate: 0),
        Date(timeIntervalSinceReferenceDate: -1e-6), Date(timeIntervalSinceReferenceDate: 0.1.nextDown),
        Date(timeIntervalSince1970: 951_782_400), Date(timeIntervalSince1970: 4_107_542_400),
        Date(timeIntervalSince1970: -11_676_096_000), Date(timeIntervalSince1970: -11_676_096_000.5),
        Date(timeIntervalSince1970: -12_219_292_800), Date(timeIntervalSince1970: -62_135_596_800),
        Date(timeIntervalSince1970: 253_402_300_799.9), Date(timeIntervalSince1970: 253_402_300_800), .distantPast,
        .distantFuture,
    ]

    /// A string of random pieces: ASCII, escapes, control characters, Chinese, emoji and line separators.
    static func string(using generator: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "9", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1b}", "\u{7f}", "é", "站", "🚌", "\u{2028}"]
        let length = Int.random(in: 0...24, using: &generator)
        return (0..<length).map { _ in pieces[Int.random(in: pieces.indices, using: &generator)] }.joined()
    }

    /// A finite double: any bit pattern, or a coordinate-like value with up to 7 decimals.
    static func number(using generator: inout SeededGenerator) -> Double {
        if Bool.random(using: &generator) {
            let value = Double(bitPattern: generator.next())
            return value.isFinite ? value : 0
        }
        let scale = pow(10, Double(Int.random(in: 0...7, using: &generator)))
        return (Double.random(in: -200...200, using: &generator) * scale).rounded() / scale
    }

    /// A date from 1500 to 10100, whole or fractional seconds.
    static func date(using generator: inout SeededGenerator) -> Date {
        let seconds = Double.random(in: -14_831_769_600...256_558_000_000, using: &generator)
        return Date(timeIntervalSince1970: Bool.random(using: &generator) ? seconds.rounded() : seconds)
    }

    /// Text with a random string in each language.
    static func text(using generator: inout SeededGenerator) -> LocalizedText {
        LocalizedText(
            en: string(using: &generator), tc: string(using: &generator), sc: string(using: &generator))
    }
}
