import Foundation

/// Reads RFC 4180-style CSV straight from a file's bytes, the way GTFS feeds really write it.
///
/// Handles quoted fields with `""` escapes and embedded newlines, CRLF / LF / CR line ends in any mix, a UTF-8
/// byte-order mark, spaces after a closing quote, and a missing final newline. Quoted fields are unescaped in
/// place, so the buffer is modified; rows are handed out as views into it and are valid only inside the callback.
/// A row with the wrong number of fields or a broken quote is logged with its line and skipped; a stray quote
/// costs its own row only (see `scanQuoted`).
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
            var problem = record.problem
            if problem == nil, record.fieldCount != expected, !trailingFieldsAreBlank(record.fieldCount, expected: expected) {
                problem = "has \(record.fieldCount) fields, header has \(expected)"
            }
            if let problem {
                warnings.add(fileName, line: record.line, "\(problem); row skipped")
                if let resume = record.resume { (position, line) = resume }
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
    ///
    /// A quote that opens a field and is not closed before a field end on its own line is most likely stray (an
    /// unescaped `"` typed into one field), and taken as such it would swallow every row up to the next quote in the
    /// file, or all the rest of it. So such a record is marked to be read again from the line after the quote's:
    /// the stray quote costs its own row only.
    private func scanQuoted(from contentStart: Int, record: inout ScannedRecord) -> (Int, Int, Int) {
        let closing = findClosingQuote(from: contentStart)
        if let lineEnd = closing.firstLineEnd {
            guard let quote = closing.quote, closesField(quote) else {
                record.problem = "a quote opens a field and is not closed on its line (a stray quote?)"
                record.malformed = true
                record.resume = lineEnd
                return (contentStart, contentStart, count)
            }
            // Unescaping moves the bytes after the line end only when there is something to unescape.
            if closing.escapes == 0 { record.resume = lineEnd }
        }
        guard let quote = closing.quote else {
            record.problem = "quoted field never closed (runs to the end of the file)"
            record.malformed = true
            return (contentStart, count, count)
        }
        var read = contentStart
        var write = contentStart
        while read < quote {
            let byte = bytes[read]
            if byte == UInt8(ascii: "\"") {
                read += 1  // the first of a doubled quote
            } else if isLineEnd(at: read) {
                line += 1
            }
            if write != read { bytes[write] = bytes[read] }
            write += 1
            read += 1
        }
        return (contentStart, write, quote + 1)
    }

    /// The quote closing a field whose content starts at `contentStart` (nil when none does), how many doubled
    /// quotes lie before it, and where the line after the content's first line end starts, if it spans one.
    private func findClosingQuote(from contentStart: Int) -> (
        quote: Int?, escapes: Int, firstLineEnd: (offset: Int, line: Int)?
    ) {
        var read = contentStart
        var escapes = 0
        var firstLineEnd: (offset: Int, line: Int)?
        while read < count {
            if bytes[read] == UInt8(ascii: "\"") {
                guard read + 1 < count, bytes[read + 1] == UInt8(ascii: "\"") else {
                    return (read, escapes, firstLineEnd)
                }
                escapes += 1
                read += 2
                continue
            }
            if firstLineEnd == nil, isLineEnd(at: read) { firstLineEnd = (read + 1, line + 1) }
            read += 1
        }
        return (nil, escapes, firstLineEnd)
    }

    /// Whether only blanks lie between the quote at `quote` and the end of its field.
    private func closesField(_ quote: Int) -> Bool {
        var cursor = quote + 1
        while cursor < count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        return cursor == count || isFieldEnd(bytes[cursor])
    }

    /// Whether the byte at `index` ends a line: LF, or a CR not followed by LF.
    private func isLineEnd(at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "\n")
            || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == count || bytes[index + 1] != UInt8(ascii: "\n")))
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
    /// Where to read on from when the record turns out bad: the line after the first line end inside a quoted
    /// field, so that a stray quote costs its own row, not the rows it would swallow.
    var resume: (offset: Int, line: Int)?
}
