import Foundation

/// Reads settings from the process environment; injected so commands can be tested.
public struct Environment: Sendable {
    public var values: [String: String]

    public init(_ values: [String: String] = ProcessInfo.processInfo.environment) { self.values = values }

    /// A non-empty value, trimmed.
    public subscript(name: String) -> String? {
        guard let value = values[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
