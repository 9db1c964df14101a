import NextStopCore

/// A value under a key beside a missing optional, so a value is also checked inside an object.
struct Keyed<Value: Contracted>: Contracted {
    /// The value under test.
    var value: Value
    /// Always nil: it must be left out.
    var missing: Value?

    /// `value` under its key.
    init(_ value: Value) {
        self.value = value
    }

    /// Writes both members in sorted key order.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("missing", ifPresent: missing)
            object.member("value", value)
        }
    }

    var contract: ParsedJSON { .members(["missing": missing?.contract, "value": value.contract]) }
}
