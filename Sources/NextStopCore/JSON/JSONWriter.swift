/// Builds the JSON of the answers that adopt `JSONWritable`: compact, as the server sends it, or indented, as the
/// CLI's `--json` prints it, in both cases byte for byte as `APIJSON.encoder()` lays a document out.
///
/// Members must be written in sorted order (by the UTF-8 bytes of their keys); the writer keeps no record of keys,
/// which is what makes it fast. Its structure is inlinable, so each system's answers get a writer specialised to
/// their members' types rather than generic calls across the module boundary.
public struct JSONWriter {
    @usableFromInline var bytes: [UInt8] = []
    /// True when each member and element goes on a line of its own, as `.prettyPrinted` lays them out.
    @usableFromInline let isPretty: Bool
    /// How many objects and arrays the next value is inside.
    @usableFromInline var depth = 0
    /// True right after a complete value, where the next sibling needs a comma first.
    @usableFromInline var followsValue = false
    /// True right after a member's key, where its value follows on the same line.
    @usableFromInline var followsKey = false
    /// The first number met that JSON cannot express (NaN or an infinity); the encoder refuses those.
    private var nonConformingNumber: Double?

    /// An empty writer with room for `capacity` bytes before it grows; `pretty` indents as `APIJSON.encoder(pretty:)`.
    public init(capacity: Int = 4096, pretty: Bool = false) {
        bytes.reserveCapacity(capacity)
        isPretty = pretty
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
    @inlinable public mutating func object(_ writeMembers: (inout JSONWriter) -> Void) {
        container(opening: "{", closing: "}", writeMembers)
    }

    /// An array of `elements` in order.
    @inlinable public mutating func array(_ elements: some Sequence<some JSONWritable>) {
        container(opening: "[", closing: "]") { writer in
            for element in elements {
                element.write(to: &writer)
            }
        }
    }

    /// One member of the object being written; `key` is plain ASCII that needs no escaping.
    @inlinable public mutating func member(_ key: StaticString, _ value: some JSONWritable) {
        beginMember(key)
        value.write(to: &self)
    }

    /// A member written only when `value` is not nil, as `encodeIfPresent` (and so synthesised `Codable`) does.
    @inlinable public mutating func member(_ key: StaticString, ifPresent value: (some JSONWritable)?) {
        if let value { member(key, value) }
    }

    /// A member written as `null` when `value` is nil, as `encode` of an optional does.
    @inlinable public mutating func member(_ key: StaticString, orNull value: (some JSONWritable)?) {
        guard let value else {
            beginMember(key)
            return scalar { bytes in Self.append("null", to: &bytes) }
        }
        member(key, value)
    }

    /// `true` or `false`.
    @inlinable mutating func bool(_ value: Bool) {
        scalar { bytes in Self.append(value ? "true" : "false", to: &bytes) }
    }

    /// Appends `text`'s bytes as they are: a literal's UTF-8 buffer, never the slower path of a `String`'s view.
    @inlinable static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a scalar value's bytes, which `writeScalar` gives, as one complete value.
    @inlinable mutating func scalar(_ writeScalar: (inout [UInt8]) -> Void) {
        beginValue()
        writeScalar(&bytes)
        followsValue = true
    }

    /// A complete value already written by a compact writer, copied as it is (`PreEncoded`).
    @inlinable mutating func copy(encoded: [UInt8]) {
        scalar { bytes in bytes.append(contentsOf: encoded) }
    }

    /// Marks a number JSON cannot express; `finish()` then throws, as the encoder would.
    mutating func refuse(_ number: Double) {
        if nonConformingNumber == nil { nonConformingNumber = number }
    }

    /// A member's key and the colon after it, where its value follows.
    @inlinable mutating func beginMember(_ key: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        if isPretty { Self.append(" : ", to: &bytes) } else { bytes.append(UInt8(ascii: ":")) }
        followsKey = true
    }

    /// An object or array: its brackets around what `writeContents` writes. Indented, an empty one still spans two
    /// lines (`[`, a blank line, `]`), as the encoder writes it.
    @inlinable mutating func container(
        opening: Unicode.Scalar, closing: Unicode.Scalar, _ writeContents: (inout JSONWriter) -> Void
    ) {
        beginValue()
        bytes.append(UInt8(ascii: opening))
        depth += 1
        writeContents(&self)
        depth -= 1
        if isPretty {
            if !followsValue { bytes.append(UInt8(ascii: "\n")) }
            startLine()
        }
        bytes.append(UInt8(ascii: closing))
        followsValue = true
    }

    /// What comes before a value or a key: the comma after the sibling before it and, indented, its own line; nothing
    /// for a member's value, which follows its key.
    @inlinable mutating func beginValue() {
        if followsKey {
            followsKey = false
            return
        }
        if followsValue {
            bytes.append(UInt8(ascii: ","))
            followsValue = false
        }
        if isPretty && depth > 0 { startLine() }
    }

    /// A line break and the indentation of the current depth, two spaces a level.
    @inlinable mutating func startLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
