import Foundation

/// How one file of a feed is laid out on disk; real feeds differ (511's is CRLF with no newline after the last row).
public struct GTFSTextLayout: Sendable {
    public var crlf = false
    public var finalNewline = true
    public var byteOrderMark = false

    public init(crlf: Bool = false, finalNewline: Bool = true, byteOrderMark: Bool = false) {
        self.crlf = crlf
        self.finalNewline = finalNewline
        self.byteOrderMark = byteOrderMark
    }

    public static let plain = GTFSTextLayout()
    /// 511's style: CRLF, no newline after the last row.
    public static let crlfUnterminated = GTFSTextLayout(crlf: true, finalNewline: false)
    public static let crlfTerminated = GTFSTextLayout(crlf: true, finalNewline: true)
    public static let withByteOrderMark = GTFSTextLayout(byteOrderMark: true)
}

/// Writes one CSV file of a feed row by row, quoting the fields that need it (RFC 4180).
public struct GTFSCSVWriter {
    private var text = ""
    private let layout: GTFSTextLayout
    private var isEmpty = true

    public init(header: [String], layout: GTFSTextLayout = .plain, reservingRows rows: Int = 0) {
        self.layout = layout
        text.reserveCapacity((rows + 1) * 48)
        if layout.byteOrderMark { text.append("\u{FEFF}") }
        append(header)
    }

    /// Appends one row; the line break goes before each row but the first, so the last one can go without.
    public mutating func append(_ fields: [String]) {
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
    public func data() -> Data {
        var result = text
        if layout.finalNewline { result.append(layout.crlf ? "\r\n" : "\n") }
        return Data(result.utf8)
    }
}
