import Foundation
import HongKongBus
import NextStopCore
import Testing

/// JSON bytes compared byte for byte and shown as their text when they differ.
struct JSONBytes: Equatable, CustomStringConvertible {
    /// The JSON.
    var bytes: [UInt8]

    /// The JSON as text.
    var description: String { String(decoding: bytes, as: UTF8.self) }
}

/// Expects the writer's bytes for `value` to be exactly the bytes `APIJSON.encoder()` gives, compact and indented.
func expectSameBytes<Value: Encodable & JSONWritable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for pretty in [false, true] {
        let written = JSONBytes(bytes: try APIJSON.encode(value, pretty: pretty))
        let encoded = JSONBytes(bytes: Array(try APIJSON.encoder(pretty: pretty).encode(value)))
        #expect(written == encoded, sourceLocation: sourceLocation)
    }
}
