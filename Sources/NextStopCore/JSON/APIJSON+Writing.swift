extension APIJSON {
    /// The JSON of an answer, byte for byte what `encoder(pretty:)` writes, written without Codable.
    public static func encode(_ value: some JSONWritable, pretty: Bool = false) throws(EncodingError) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        value.write(to: &writer)
        return try writer.finish()
    }

    /// The compact JSON of any answer, as `encoder()` writes it: written directly when the answer is
    /// `JSONWritable`, else encoded through `encoder()`.
    public static func bytes(of value: some Encodable) throws -> [UInt8] {
        if let writable = value as? any JSONWritable {
            return try encode(writable)
        }
        return Array(try encoder().encode(value))
    }
}
