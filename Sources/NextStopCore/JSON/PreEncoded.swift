/// A value with its compact JSON written once, for objects that every answer repeats unchanged (a bus network's
/// stops and route variants): a compact writer copies the bytes; an indented one writes the value, whose layout
/// depends on how deep it sits.
public struct PreEncoded<Value: JSONWritable & Hashable & Sendable>: Sendable, Hashable, JSONWritable {
    public let value: Value
    /// Empty when the value holds a number JSON cannot express: writing the value then reports it.
    @usableFromInline let compact: [UInt8]

    public init(_ value: Value) {
        self.value = value
        var writer = JSONWriter(capacity: 256)
        value.write(to: &writer)
        compact = (try? writer.finish()) ?? []
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }

    /// Copies the bytes written once into a compact answer; writes the value into an indented one.
    @inlinable public func write(to writer: inout JSONWriter) {
        if writer.isPretty || compact.isEmpty {
            value.write(to: &writer)
        } else {
            writer.copy(encoded: compact)
        }
    }
}
