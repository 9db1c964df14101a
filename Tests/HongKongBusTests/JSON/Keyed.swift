import NextStopCore

/// A value under a key beside two missing optionals, one left out and one written as `null`, so a value is also
/// checked inside an object.
struct Keyed<Value: Contracted>: Contracted {
    /// The value under test.
    var value: Value
    /// Always nil: it must be left out.
    var missing: Value?
    /// Always nil: it must be written as `null`.
    var null: Value?

    /// `value` under its key.
    init(_ value: Value) {
        self.value = value
    }

    /// Writes the three members in sorted key order.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("missing", ifPresent: missing)
            object.member("null", orNull: null)
            object.member("value", value)
        }
    }

    var contract: ParsedJSON {
        .members(["missing": missing?.contract, "null": null?.contract ?? .null, "value": value.contract])
    }
}
