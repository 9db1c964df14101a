/// One data row of a CSV file: a view of its fields' bytes, valid only while the reader's callback runs.
///
/// Columns are addressed by position (looked up once by name from the header); a nil or out-of-range column
/// reads as a blank field, so optional columns need no special casing.
struct CSVRow {
    /// The 1-based line the row starts on.
    let line: Int
    let fieldCount: Int
    let bytes: UnsafeMutablePointer<UInt8>
    let spans: UnsafeMutablePointer<FieldSpan>

    /// The field's bytes (trimmed when unquoted); empty when blank or when the column is absent.
    @inline(__always)
    func field(_ column: Int?) -> UnsafeBufferPointer<UInt8> {
        guard let column, column < fieldCount else { return UnsafeBufferPointer(start: nil, count: 0) }
        let span = spans[column]
        return UnsafeBufferPointer(start: bytes + span.start, count: span.length)
    }

    /// Whether the field is empty or absent.
    func isBlank(_ column: Int?) -> Bool {
        field(column).isEmpty
    }

    /// The field as a string ("" when blank).
    func string(_ column: Int?) -> String {
        String(decoding: field(column), as: UTF8.self)
    }

    /// The field as a string, or nil when blank.
    func optionalString(_ column: Int?) -> String? {
        let value = field(column)
        return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }

    /// The field as a decimal integer (optional sign); nil when blank or malformed.
    func int(_ column: Int?) -> Int? {
        let value = field(column)
        guard !value.isEmpty else { return nil }
        var index = 0
        var negative = false
        if value[0] == UInt8(ascii: "-") || value[0] == UInt8(ascii: "+") {
            negative = value[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < value.count, value.count - index <= 18 else { return nil }
        var result = 0
        while index < value.count {
            let digit = value[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            result = result * 10 + Int(digit)
            index += 1
        }
        return negative ? -result : result
    }

    /// The field as a floating-point number; nil when blank or malformed.
    func double(_ column: Int?) -> Double? {
        let value = field(column)
        guard !value.isEmpty else { return nil }
        return Double(String(decoding: value, as: UTF8.self))
    }

    /// The field as a GTFS time in seconds; `.blank` when empty, `.invalid` when malformed.
    func time(_ column: Int?) -> FieldValue<Int32> {
        let value = field(column)
        guard !value.isEmpty else { return .blank }
        guard let seconds = ServiceTime.parseSeconds(value) else { return .invalid }
        return .value(seconds)
    }

    /// The field as a GTFS date; `.blank` when empty, `.invalid` when malformed.
    func date(_ column: Int?) -> FieldValue<ServiceDate> {
        let value = field(column)
        guard !value.isEmpty else { return .blank }
        guard let date = ServiceDate(gtfsBytes: value) else { return .invalid }
        return .value(date)
    }
}

/// A parsed optional field: present and valid, blank, or present but unreadable.
enum FieldValue<Value> {
    case value(Value)
    case blank
    case invalid

    /// The value when present and valid.
    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}
