/// What a `Range` header asks of a representation (RFC 9110 §14.2). One range is served; anything else the header
/// may say (several ranges, another unit, malformed text) is ignored, as the RFC allows, and the whole is sent.
enum ByteRangeRequest: Equatable, Sendable {
    case whole
    /// The byte offsets to send, within the representation.
    case part(ClosedRange<Int>)
    /// A range that starts at or beyond the end: 416.
    case unsatisfiable

    /// The request a `Range` header (or its absence) makes of `length` bytes.
    init(header: String?, length: Int) {
        guard let header, let (first, last) = Self.bounds(header[...]) else {
            self = .whole
            return
        }
        switch (first, last) {
        case (nil, let suffix?):
            self = suffix == 0 || length == 0 ? .unsatisfiable : .part(max(0, length - suffix)...(length - 1))
        case (let start?, nil):
            self = start < length ? .part(start...(length - 1)) : .unsatisfiable
        case (let start?, let end?) where start <= end:
            self = start < length ? .part(start...min(end, length - 1)) : .unsatisfiable
        default:
            self = .whole
        }
    }

    /// The two numbers of `bytes=a-b` (either may be absent, not both), or `nil` when the header is not one range.
    private static func bounds(_ header: Substring) -> (Int?, Int?)? {
        let text = header.trimmingSpaces()
        guard text.prefix(6).lowercased() == "bytes=" else { return nil }
        let spec = text.dropFirst(6).trimmingSpaces()
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
        let firstText = spec[..<dash]
        let lastText = spec[spec.index(after: dash)...]
        let first = number(firstText)
        let last = number(lastText)
        guard firstText.isEmpty || first != nil, lastText.isEmpty || last != nil, first != nil || last != nil else {
            return nil
        }
        return (first, last)
    }

    /// Decimal digits as a number; `nil` for anything else, including a number too large to represent.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
