import Foundation

/// Reads RFC 4180-style CSV straight from a file's bytes, the way GTFS feeds really write it.
///
/// Handles quoted fields with `""` escapes and embedded newlines, CRLF / LF / CR line ends in any mix, a UTF-8
/// byte-order mark, spaces after a closing quote, and a missing final newline. Quoted fields are unescaped in
/// place, so the buffer is modified; rows are handed out as views into it and are valid only inside the callback.
/// A row with the wrong number of fields or a broken quote is logged with its line and skipped.
final class CSVReader {
    let fileName: String
    /// Column names in file order, trimmed, BOM removed.
    private(set) var columnNames: [String] = []
    private var columnIndex: [String: Int] = [:]
    private let bytes: UnsafeMutablePointer<UInt8>
    private let count: Int
    private var position = 0
    private var line = 1
    private var spans: UnsafeMutablePointer<FieldSpan>
    private var spanCapacity: Int

    /// Reads the header of `buffer`; an empty file has no columns.
    init(buffer: UnsafeMutableBufferPointer<UInt8>, fileName: String) {
        self.fileName = fileName
        self.bytes = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!
        self.count = buffer.count
        self.spanCapacity = 64
        self.spans = .allocate(capacity: spanCapacity)
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        var names: [String] = []
        while position < count, names.isEmpty {
            let record = scanRecord()
            if record.fieldCount == 1, spans[0].start == spans[0].end { continue }  // leading blank lines
            names = (0..<record.fieldCount).map { field in
                String(
                    decoding: UnsafeBufferPointer(start: bytes + spans[field].start, count: spans[field].length), as: UTF8.self)
            }
        }
        columnNames = names
        var index: [String: Int] = [:]
        for (offset, name) in names.enumerated() where index[name] == nil { index[name] = offset }
        columnIndex = index
    }

    /// A reader of the rows in `part`, a stretch of whole records after `header`'s own; its lines count from
    /// `firstLine`.
    init(part: UnsafeMutableBufferPointer<UInt8>, header: CSVReader, firstLine: Int = 1) {
        line = firstLine
        fileName = header.fileName
        columnNames = header.columnNames
        columnIndex = header.columnIndex
        bytes = part.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!
        count = part.count
        spanCapacity = header.spanCapacity
        spans = .allocate(capacity: spanCapacity)
    }

    deinit {
        spans.deallocate()
    }

    /// The line the next record would start on.
    var nextLine: Int { line }

    /// Where the next record would start, in bytes from the start of the reader's text.
    var nextOffset: Int { position }

    /// Runs `body` with a reader over `data`, which it may modify (quoted fields are unescaped in place).
    static func read<Result>(_ data: inout Data, fileName: String, _ body: (CSVReader) throws -> Result) rethrows -> Result {
        try data.withUnsafeMutableBytes { raw in
            try body(CSVReader(buffer: raw.bindMemory(to: UInt8.self), fileName: fileName))
        }
    }

    /// The position of column `name`, or nil when the file lacks it.
    func column(_ name: String) -> Int? {
        columnIndex[name]
    }

    /// The position of column `name`; throws `missingColumn` when the file lacks it.
    func requiredColumn(_ name: String) throws -> Int {
        guard let index = columnIndex[name] else { throw FeedLoadError.missingColumn(file: fileName, column: name) }
        return index
    }

    /// Calls `body` for each well-formed data row in file order; malformed rows go to `warnings`.
    func forEachRow(warnings: WarningLog, _ body: (CSVRow) throws -> Void) rethrows {
        let expected = columnNames.count
        while position < count {
            let record = scanRecord()
            if record.fieldCount == 1, spans[0].start == spans[0].end, !record.malformed { continue }  // blank line
            if let problem = record.problem {
                warnings.add(fileName, line: record.line, "\(problem); row skipped")
                continue
            }
            if record.fieldCount != expected, !trailingFieldsAreBlank(record.fieldCount, expected: expected) {
                warnings.add(fileName, line: record.line, "has \(record.fieldCount) fields, header has \(expected); row skipped")
                continue
            }
            try body(CSVRow(line: record.line, fieldCount: min(record.fieldCount, expected), bytes: bytes, spans: spans))
        }
    }

    private func trailingFieldsAreBlank(_ fieldCount: Int, expected: Int) -> Bool {
        guard fieldCount > expected else { return false }
        return (expected..<fieldCount).allSatisfy { spans[$0].start == spans[$0].end }
    }

    /// Scans one record from `position`, leaving `position` after its line end and its fields in `spans`.
    private func scanRecord() -> ScannedRecord {
        var record = ScannedRecord(line: line)
        while true {
            if record.fieldCount == spanCapacity { growSpans() }
            let terminator = scanField(into: &spans[record.fieldCount], record: &record)
            record.fieldCount += 1
            if terminator != UInt8(ascii: ",") { break }
        }
        return record
    }

    /// Scans one field; returns the byte that ended it (`,`, `\n`, or 0 at the end of the buffer).
    private func scanField(into span: inout FieldSpan, record: inout ScannedRecord) -> UInt8 {
        var cursor = position
        while cursor < count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        var end: Int
        if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
            (span.start, end, cursor) = scanQuoted(from: cursor + 1, record: &record)
            span.end = end
            while cursor < count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            if cursor < count, !isFieldEnd(bytes[cursor]) {
                if record.problem == nil { record.problem = "unexpected text after a closing quote" }
                while cursor < count, !isFieldEnd(bytes[cursor]) { cursor += 1 }
            }
        } else {
            span.start = cursor
            while cursor < count, !isFieldEnd(bytes[cursor]) { cursor += 1 }
            end = cursor
            while end > span.start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            span.end = end
        }
        return consumeFieldEnd(at: cursor)
    }

    /// Reads a quoted field's content from just after its opening quote, unescaping `""` in place.
    /// Returns the content range and the position after the closing quote.
    private func scanQuoted(from contentStart: Int, record: inout ScannedRecord) -> (Int, Int, Int) {
        var read = contentStart
        var write = contentStart
        while read < count {
            let byte = bytes[read]
            if byte == UInt8(ascii: "\"") {
                if read + 1 < count, bytes[read + 1] == UInt8(ascii: "\"") {
                    bytes[write] = byte
                    write += 1
                    read += 2
                    continue
                }
                return (contentStart, write, read + 1)
            }
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (read + 1 == count || bytes[read + 1] != UInt8(ascii: "\n")))
            {
                line += 1
            }
            if write != read { bytes[write] = byte }
            write += 1
            read += 1
        }
        record.problem = "quoted field never closed (runs to the end of the file)"
        record.malformed = true
        return (contentStart, write, count)
    }

    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Steps over the delimiter or line end at `cursor`, counting lines; returns what ended the field.
    private func consumeFieldEnd(at cursor: Int) -> UInt8 {
        guard cursor < count else {
            position = count
            return 0
        }
        let byte = bytes[cursor]
        position = cursor + 1
        if byte == UInt8(ascii: ",") { return byte }
        if byte == UInt8(ascii: "\r"), position < count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
        line += 1
        return UInt8(ascii: "\n")
    }

    private func growSpans() {
        let grown = UnsafeMutablePointer<FieldSpan>.allocate(capacity: spanCapacity * 2)
        grown.moveInitialize(from: spans, count: spanCapacity)
        spans.deallocate()
        spans = grown
        spanCapacity *= 2
    }
}

/// Where one field's content lies in the buffer.
struct FieldSpan {
    var start = 0
    var end = 0

    var length: Int { end - start }
}

/// What scanning one record found besides its fields.
private struct ScannedRecord {
    let line: Int
    var fieldCount = 0
    var problem: String?
    var malformed = false
}
