extension JSONWriter {
    /// A member whose value is `null` when `value` is nil: for contracts that promise the key is always there.
    public mutating func member(_ key: StaticString, orNull value: (some JSONWritable)?) {
        guard let value else {
            member(key, JSONNull())
            return
        }
        member(key, value)
    }
}

/// JSON's `null`.
struct JSONNull: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.scalar { bytes in bytes.append(contentsOf: "null".utf8) }
    }
}
