extension JSONWriter {
    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        scalar { bytes in bytes.append(contentsOf: value ? "true".utf8 : "false".utf8) }
    }
}
