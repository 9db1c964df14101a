import NextStopCore

/// A reader of the protocol buffers wire format over bytes it does not copy: varints, fixed-width fields skipped, and
/// length-delimited fields as nested cursors (https://protobuf.dev/programming-guides/encoding/). Every read checks
/// its bounds; a truncated or garbled body is `UpstreamError.malformed`.
struct ProtobufCursor {
    private let bytes: UnsafeRawBufferPointer
    private var position: Int
    private let end: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.init(bytes, from: 0, to: bytes.count)
    }

    private init(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        self.bytes = bytes
        position = start
        self.end = end
    }

    static let malformed = UpstreamError.malformed(reason: "not a GTFS-Realtime feed")

    var isAtEnd: Bool { position >= end }

    /// The next field's number and wire type.
    mutating func key() throws -> (field: UInt64, wireType: UInt64) {
        let key = try varint()
        return (key >> 3, key & 7)
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < end, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        throw Self.malformed
    }

    /// A length-delimited field as a cursor over its bytes.
    mutating func nested() throws -> ProtobufCursor {
        let length = try varint()
        guard length <= UInt64(end - position) else { throw Self.malformed }
        let nested = ProtobufCursor(bytes, from: position, to: position + Int(length))
        position += Int(length)
        return nested
    }

    /// A length-delimited field as text; nil when empty, as GTFS-Realtime's optional strings are read.
    mutating func text() throws -> String? {
        let field = try nested()
        guard field.position < field.end else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[field.position..<field.end]), as: UTF8.self)
    }

    /// Passes over a field of `wireType` not read.
    mutating func skip(_ wireType: UInt64) throws {
        switch wireType {
        case 0: _ = try varint()
        case 1: try advance(8)
        case 2: _ = try nested()
        case 5: try advance(4)
        default: throw Self.malformed
        }
    }

    private mutating func advance(_ count: Int) throws {
        guard count <= end - position else { throw Self.malformed }
        position += count
    }
}
