import Foundation

/// Hands out a streamed CSV file in parts of whole lines, in file order, as soon as each has arrived, so that
/// several threads can read rows while the rest is still being inflated. Part 0 holds the header; a part's lines
/// count from 1 (part 0's from the header's), and the line after a part is its reader's `nextLine`.
///
/// A quoted field may span lines, so a part cut at a line end could split one: the first part found to hold a quote
/// stops the handing out (`sawQuote`), and the caller reads the rows in one piece instead (`allRows`).
final class StreamedCSVParts: @unchecked Sendable {
    private let file: StreamedFile
    private let partBytes: Int
    private let lock = NSLock()
    /// The reader of part 0, which has read the header; later parts take their columns from it.
    let head: CSVReader
    private var start: Int
    /// Where the first row starts, after the header, and its line.
    private let rowsStart: (offset: Int, line: Int)
    /// The index of the next part handed out; part 0 is `head`'s.
    private var nextIndex = 0
    private(set) var sawQuote = false

    /// Waits for the first part of `file` (at least `partBytes` long, up to a line end) and reads its header.
    init(_ file: StreamedFile, fileName: String, partBytes: Int) {
        self.file = file
        self.partBytes = partBytes
        let first = Self.cut(file, from: 0, partBytes: partBytes) ?? 0..<0
        head = CSVReader(buffer: UnsafeMutableBufferPointer(rebasing: file.buffer[first]), fileName: fileName)
        rowsStart = (head.nextOffset, head.nextLine)
        start = first.upperBound
        sawQuote = Self.holdsQuote(file, first)
    }

    /// The next part and its position in the file, or nil when there is none left or a quote was seen.
    func next() -> (index: Int, reader: CSVReader)? {
        lock.withLock {
            guard !sawQuote else { return nil }
            if nextIndex == 0 {
                nextIndex = 1
                return (0, head)
            }
            guard let part = Self.cut(file, from: start, partBytes: partBytes) else { return nil }
            start = part.upperBound
            if Self.holdsQuote(file, part) {
                sawQuote = true
                return nil
            }
            defer { nextIndex += 1 }
            return (nextIndex, CSVReader(part: UnsafeMutableBufferPointer(rebasing: file.buffer[part]), header: head))
        }
    }

    /// A reader of every row of `text`, the whole file once it has arrived, in one piece: its header is not read
    /// again (reading it may have unescaped it in place).
    func allRows(of text: UnsafeMutableBufferPointer<UInt8>) -> CSVReader {
        CSVReader(
            part: UnsafeMutableBufferPointer(rebasing: text[rowsStart.offset...]), header: head, firstLine: rowsStart.line)
    }

    /// From `start` to the first line end at least `partBytes` on, or to the end of the file; nil when nothing is left.
    private static func cut(_ file: StreamedFile, from start: Int, partBytes: Int) -> Range<Int>? {
        let searchFrom = start + partBytes - 1
        var wanted = searchFrom + 1
        while true {
            let (filled, ended) = file.wait(forBytes: wanted)
            if searchFrom < filled,
                let lineEnd = memchr(file.buffer.baseAddress! + searchFrom, Int32(UInt8(ascii: "\n")), filled - searchFrom)
            {
                return start..<(lineEnd.assumingMemoryBound(to: UInt8.self) - file.buffer.baseAddress! + 1)
            }
            if ended { return filled > start ? start..<filled : nil }
            wanted = filled + 1 << 16
        }
    }

    private static func holdsQuote(_ file: StreamedFile, _ part: Range<Int>) -> Bool {
        !part.isEmpty && memchr(file.buffer.baseAddress! + part.lowerBound, Int32(UInt8(ascii: "\"")), part.count) != nil
    }
}
