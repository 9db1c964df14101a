/// Just enough of the protocol buffers wire format to write GTFS-Realtime as agencies do: varints (signed ones as
/// two's complement), 64-bit integers as varints, floats, strings and nested messages
/// (https://protobuf.dev/programming-guides/encoding/).
struct ProtobufWriter {
    private(set) var bytes: [UInt8] = []

    /// A varint field (wire type 0).
    mutating func varint(_ field: Int, _ value: UInt64) {
        key(field, wireType: 0)
        append(varint: value)
    }

    /// An `int32` or `int64` field: negative values take ten bytes, as protobuf writes them.
    mutating func signed(_ field: Int, _ value: Int) {
        varint(field, UInt64(bitPattern: Int64(value)))
    }

    /// A `float` field (wire type 5, little-endian).
    mutating func float(_ field: Int, _ value: Float) {
        key(field, wireType: 5)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A string field (wire type 2).
    mutating func string(_ field: Int, _ text: String) {
        key(field, wireType: 2)
        append(varint: UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// A nested message (wire type 2) whose fields `write` writes.
    mutating func message(_ field: Int, _ write: (inout ProtobufWriter) -> Void) {
        var nested = ProtobufWriter()
        write(&nested)
        key(field, wireType: 2)
        append(varint: UInt64(nested.bytes.count))
        bytes.append(contentsOf: nested.bytes)
    }

    private mutating func key(_ field: Int, wireType: UInt64) {
        append(varint: UInt64(field) << 3 | wireType)
    }

    private mutating func append(varint value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}
