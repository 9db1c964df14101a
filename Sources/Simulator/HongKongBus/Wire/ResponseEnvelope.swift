/// The envelope both operators wrap data in: `{"type":…,"version":…,"generated_timestamp":…,"data":…}`.
enum ResponseEnvelope {
    static let kmbVersion = "1.0"
    static let citybusVersion = "2.0"

    /// The envelope around already serialised `data`, so large lists can be serialised once and reused.
    static func body(type: String, version: String, generated: String, data: [UInt8]) -> [UInt8] {
        let head = JSONValue.object([
            ("type", .string(type)), ("version", .string(version)), ("generated_timestamp", .string(generated)),
        ]).serialized
        return head.dropLast() + Array(#","data":"#.utf8) + data + [UInt8(ascii: "}")]
    }

    /// KMB's answer to a missing or invalid parameter, without an envelope (API-NOTES §KMB 5).
    static let invalidParameters = JSONValue.object([
        ("code", .string("422")), ("message", .string("Invalid/Missing parameter(s)")),
    ]).serialized
}
