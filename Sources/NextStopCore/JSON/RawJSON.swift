/// A JSON value already written and kept as text (a reminder's watch, which its system wrote), copied into an
/// answer as it is; the text must be one complete, compact JSON value.
public struct RawJSON: JSONWritable, Sendable, Hashable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public func write(to writer: inout JSONWriter) {
        writer.copy(encoded: Array(text.utf8))
    }
}
