import Foundation

/// A value whose JSON is what its `write(to:)` writes: the one definition of its wire shape. An answer that adopts it
/// is not also `Encodable`, so nothing else can write it differently.
public protocol JSONWritable {
    /// Writes the value as one JSON value: an object's members in sorted key order, each nil optional left out or
    /// written as `null`, as the contract of the value says.
    func write(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    /// Writes the string, escaped as `JSONWriter.string(_:)` says.
    @inlinable public func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    /// Writes the integer's decimal digits.
    @inlinable public func write(to writer: inout JSONWriter) { writer.integer(Int64(self)) }
}

extension Int64: JSONWritable {
    /// Writes the integer's decimal digits.
    @inlinable public func write(to writer: inout JSONWriter) { writer.integer(self) }
}

extension Double: JSONWritable {
    /// Writes the number in its shortest form that reads back as itself.
    @inlinable public func write(to writer: inout JSONWriter) { writer.number(self) }
}

extension Bool: JSONWritable {
    /// Writes `true` or `false`.
    @inlinable public func write(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Date: JSONWritable {
    /// Writes the date as ISO 8601 in UTC, to the second.
    @inlinable public func write(to writer: inout JSONWriter) { writer.date(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes the elements in order.
    @inlinable public func write(to writer: inout JSONWriter) { writer.array(self) }
}
