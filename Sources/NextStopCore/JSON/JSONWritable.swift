/// A value that writes itself as compact JSON byte for byte as `APIJSON.encoder()` encodes it, without Codable.
public protocol JSONWritable {
    /// Writes the value as one JSON value: an object's members in sorted key order, nil optionals as its
    /// `Encodable` conformance treats them.
    func write(to writer: inout JSONWriter)
}
