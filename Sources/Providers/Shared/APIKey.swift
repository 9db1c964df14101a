import Foundation

/// An upstream API key. It prints, dumps and interpolates as `<redacted>`; only a client building a request reads it.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let secret: String

    /// A key; surrounding whitespace (a key file's final newline) is dropped.
    public init(_ secret: String) {
        self.secret = secret.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True for a key with no characters, which no upstream accepts.
    public var isEmpty: Bool { secret.isEmpty }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: []) }
}
