extension JSONWriter {
    /// A member whose value may be unknown: written as `null` rather than left out, for answers whose contract
    /// keeps every key and tells "unknown" apart from absent.
    public mutating func member(_ key: StaticString, orNull value: (some JSONWritable)?) {
        guard let value else {
            member(key, JSONNull())
            return
        }
        member(key, value)
    }
}

/// JSON's `null`.
private struct JSONNull: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.scalar { bytes in bytes.append(contentsOf: "null".utf8) }
    }
}
