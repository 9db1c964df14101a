import Foundation

/// How one file is laid out on disk: the quirks real feeds have.
struct FeedTextLayout: Sendable {
    var crlf = false
    var finalNewline = true
    var byteOrderMark = false

    static let plain = FeedTextLayout()
    /// 511's style: CRLF, no newline after the last row.
    static let crlfUnterminated = FeedTextLayout(crlf: true, finalNewline: false)
    static let crlfTerminated = FeedTextLayout(crlf: true, finalNewline: true)
    static let withByteOrderMark = FeedTextLayout(byteOrderMark: true)
}

/// Writes one CSV file row by row, quoting the fields that need it (RFC 4180).
struct FeedCSVWriter {
    private var text = ""
    private let layout: FeedTextLayout
    private var isEmpty = true

    init(header: [String], layout: FeedTextLayout, reservingRows rows: Int = 0) {
        self.layout = layout
        text.reserveCapacity((rows + 1) * 48)
        if layout.byteOrderMark { text.append("\u{FEFF}") }
        append(header)
    }

    /// Appends one row; the line break goes before each row but the first, so the last one can go without.
    mutating func append(_ fields: [String]) {
        if !isEmpty { text.append(layout.crlf ? "\r\n" : "\n") }
        isEmpty = false
        for (index, field) in fields.enumerated() {
            if index > 0 { text.append(",") }
            if field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }) {
                text.append("\"")
                text.append(field.replacingOccurrences(of: "\"", with: "\"\""))
                text.append("\"")
            } else {
                text.append(field)
            }
        }
    }

    /// The file's bytes, UTF-8.
    func data() -> Data {
        var result = text
        if layout.finalNewline { result.append(layout.crlf ? "\r\n" : "\n") }
        return Data(result.utf8)
    }
}
