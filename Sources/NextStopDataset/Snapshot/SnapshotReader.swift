/// Reads a body written by `SnapshotWriter`, in the order it was written. Every read is bounds-checked, so a
/// truncated or damaged snapshot throws rather than reading past its end.
public struct SnapshotReader: ~Copyable {
    private let bytes: UnsafeRawBufferPointer
    private var position: Int
    /// The string table, each distinct text made once.
    private let strings: [String]

    /// Reads the string table at the start of `bytes`; the records follow it.
    init(_ bytes: UnsafeRawBufferPointer) throws(SnapshotError) {
        self.bytes = bytes
        position = 0
        let count = Int(try Self.uint32(bytes, at: &position))
        let spansStart = position
        guard count <= (bytes.count - position) / 8 else { throw .damaged("string table") }
        position += count * 8
        let textLength = Int(try Self.uint32(bytes, at: &position))
        let textStart = position
        guard textLength <= bytes.count - textStart else { throw .damaged("string table") }
        var spanPosition = spansStart
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let offset = Int(try Self.uint32(bytes, at: &spanPosition))
            let length = Int(try Self.uint32(bytes, at: &spanPosition))
            guard offset <= textLength, length <= textLength - offset else { throw .damaged("string table") }
            let start = textStart + offset
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self))
        }
        self.strings = strings
        position = textStart + textLength
    }

    public mutating func uint8() throws(SnapshotError) -> UInt8 {
        guard position < bytes.count else { throw .damaged("ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func uint32() throws(SnapshotError) -> UInt32 { try Self.uint32(bytes, at: &position) }

    public mutating func int() throws(SnapshotError) -> Int {
        guard bytes.count - position >= 8 else { throw .damaged("ends early") }
        defer { position += 8 }
        return Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: Int64.self)))
    }

    public mutating func double() throws(SnapshotError) -> Double {
        guard bytes.count - position >= 8 else { throw .damaged("ends early") }
        defer { position += 8 }
        return Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
    }

    public mutating func bool() throws(SnapshotError) -> Bool { try uint8() != 0 }

    /// A text from the string table.
    public mutating func string() throws(SnapshotError) -> String {
        let index = Int(try uint32())
        guard index < strings.count else { throw .damaged("string \(index) is not in the table") }
        return strings[index]
    }

    /// A count of records that follow, each at least `recordSize` bytes, refused when the rest cannot hold them.
    public mutating func count(ofRecordsAtLeast recordSize: Int) throws(SnapshotError) -> Int {
        let count = try int()
        guard count >= 0, count <= (bytes.count - position) / max(recordSize, 1) else { throw .damaged("a count beyond its end") }
        return count
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position == bytes.count }

    private static func uint32(_ bytes: UnsafeRawBufferPointer, at position: inout Int) throws(SnapshotError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw .damaged("ends early") }
        defer { position += 4 }
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
    }
}
