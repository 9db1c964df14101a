import Foundation

/// Reads fixture files that a test target copies into its bundle under `Fixtures/`.
public enum Fixtures {
    public struct Missing: Error, CustomStringConvertible {
        public let url: URL
        public var description: String { "missing fixture \(url.path)" }
    }

    /// The bytes of `Fixtures/<name>` in the given bundle; throws an error naming the file if absent.
    public static func data(_ name: String, in bundle: Bundle) throws -> Data {
        let url = bundle.bundleURL.appendingPathComponent("Fixtures").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(url: url) }
        return data
    }

    /// The text of a fixture.
    public static func string(_ name: String, in bundle: Bundle) throws -> String {
        String(decoding: try data(name, in: bundle), as: UTF8.self)
    }
}
