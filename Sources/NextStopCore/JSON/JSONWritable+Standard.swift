import Foundation

extension String: JSONWritable {
    /// Writes the string, escaped as the encoder escapes it.
    public func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    /// Writes the integer's decimal digits.
    public func write(to writer: inout JSONWriter) { writer.integer(self) }
}

extension Double: JSONWritable {
    /// Writes the number as the encoder formats it.
    public func write(to writer: inout JSONWriter) { writer.number(self) }
}

extension Bool: JSONWritable {
    /// Writes `true` or `false`.
    public func write(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Date: JSONWritable {
    /// Writes the date as the `.iso8601` strategy does.
    public func write(to writer: inout JSONWriter) { writer.date(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes the elements in order.
    public func write(to writer: inout JSONWriter) { writer.array(self) }
}
