import Foundation

/// Writes a snapshot's body: little-endian fixed-size numbers and references into one table of distinct strings, so
/// a reader copies records instead of parsing text.
///
/// Layout of what `finished()` returns: the string table (count, then `count` pairs of byte offset and length, then
/// the UTF-8 bytes), then every record written, in order.
public struct SnapshotWriter {
    private var records: [UInt8] = []
    private var stringBytes: [UInt8] = []
    private var stringSpans: [(offset: UInt32, length: UInt32)] = []
    private var stringIndexByText: [String: UInt32] = [:]

    public init() {}

    public mutating func write(_ value: UInt8) { records.append(value) }

    public mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { records.append(contentsOf: $0) }
    }

    public mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { records.append(contentsOf: $0) }
    }

    public mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { records.append(contentsOf: $0) }
    }

    public mutating func write(_ value: Bool) { write(UInt8(value ? 1 : 0)) }

    /// Writes a reference to `text` in the string table, adding it there the first time.
    public mutating func write(_ text: String) {
        if let index = stringIndexByText[text] { return write(index) }
        let index = UInt32(stringSpans.count)
        var text = text
        text.withUTF8 { utf8 in
            stringSpans.append((UInt32(stringBytes.count), UInt32(utf8.count)))
            stringBytes.append(contentsOf: utf8)
        }
        stringIndexByText[text] = index
        write(index)
    }

    /// The body: the string table, then the records.
    public func finished() -> Data {
        var table = SnapshotWriter()
        table.write(UInt32(stringSpans.count))
        for span in stringSpans {
            table.write(span.offset)
            table.write(span.length)
        }
        table.write(UInt32(stringBytes.count))
        var body = Data(capacity: table.records.count + stringBytes.count + records.count)
        body.append(contentsOf: table.records)
        body.append(contentsOf: stringBytes)
        body.append(contentsOf: records)
        return body
    }
}
