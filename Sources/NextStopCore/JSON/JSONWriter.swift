/// Builds compact JSON byte for byte as `APIJSON.encoder()` writes it, for the answers that adopt `JSONWritable`.
///
/// Members must be written in the encoder's sorted order (by the UTF-8 bytes of their keys); the writer keeps no
/// record of keys, which is what makes it fast.
public struct JSONWriter {
    private var bytes: [UInt8] = []
    /// True right after a complete value, where the next sibling needs a comma first.
    private var followsValue = false
    /// The first number met that JSON cannot express (NaN or an infinity); the encoder refuses those.
    private var nonConformingNumber: Double?

    /// An empty writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written, or the error `APIJSON.encoder()` would have thrown for a NaN or infinite number.
    public consuming func finish() throws(EncodingError) -> [UInt8] {
        if let nonConformingNumber {
            throw EncodingError.invalidValue(
                nonConformingNumber,
                EncodingError.Context(codingPath: [], debugDescription: "Unable to encode \(nonConformingNumber) in JSON."))
        }
        return bytes
    }

    /// An object whose members `writeMembers` writes, each with `member(_:_:)` in sorted key order.
    public mutating func object(_ writeMembers: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        writeMembers(&self)
        bytes.append(UInt8(ascii: "}"))
        followsValue = true
    }

    /// An array of `elements` in order.
    public mutating func array(_ elements: some Sequence<some JSONWritable>) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        for element in elements {
            element.write(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
        followsValue = true
    }

    /// One member of the object being written; `key` is plain ASCII that needs no escaping.
    public mutating func member(_ key: StaticString, _ value: some JSONWritable) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
        value.write(to: &self)
    }

    /// A member written only when `value` is not nil, as `encodeIfPresent` (and so synthesised `Codable`) does.
    public mutating func member(_ key: StaticString, ifPresent value: (some JSONWritable)?) {
        if let value { member(key, value) }
    }

    /// A literal value or key: the comma that separates it from the sibling before it.
    private mutating func beginValue() {
        if followsValue {
            bytes.append(UInt8(ascii: ","))
            followsValue = false
        }
    }

    /// Appends a scalar value's bytes, which `writeScalar` gives, as one complete value.
    mutating func scalar(_ writeScalar: (inout [UInt8]) -> Void) {
        beginValue()
        writeScalar(&bytes)
        followsValue = true
    }

    /// Marks a number JSON cannot express; `finish()` then throws, as the encoder would.
    mutating func refuse(_ number: Double) {
        if nonConformingNumber == nil { nonConformingNumber = number }
    }
}
