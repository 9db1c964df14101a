import Foundation

/// Where "now" comes from, and how to wait: injected so that caches, ETAs and backoff are testable.
public protocol TimeSource: Sendable {
    func now() -> Date
    func sleep(seconds: Double) async throws
}

/// The real clock.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
