import Foundation

/// A fresh directory under the system's temporary folder, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String = "nextstop-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
