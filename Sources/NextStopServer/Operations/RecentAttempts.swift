import Foundation

/// Attempts at an upstream and how many were bad over the last five minutes, kept in 10-second buckets so that memory
/// stays the same however busy the upstream is.
public struct RecentAttempts: Sendable, Hashable {
    /// How far back the counts reach.
    public static let window: TimeInterval = 300
    private static let bucketSeconds: TimeInterval = 10

    private struct Bucket: Sendable, Hashable {
        var attempts = 0
        var bad = 0
    }

    private var buckets: [Int: Bucket] = [:]

    /// Counts one attempt at `date`.
    mutating func record(good: Bool, at date: Date) {
        let index = Self.bucket(of: date)
        buckets[index, default: Bucket()].attempts += 1
        if !good { buckets[index, default: Bucket()].bad += 1 }
        buckets = buckets.filter { $0.key > index - Self.bucketCount }
    }

    /// Attempts within the window ending at `now`.
    public func attempts(at now: Date) -> Int { inWindow(at: now).reduce(0) { $0 + $1.attempts } }

    /// The share of attempts within the window that failed or were malformed; `nil` when there were none.
    public func badShare(at now: Date) -> Double? {
        let recent = inWindow(at: now)
        let attempts = recent.reduce(0) { $0 + $1.attempts }
        guard attempts > 0 else { return nil }
        return Double(recent.reduce(0) { $0 + $1.bad }) / Double(attempts)
    }

    private func inWindow(at now: Date) -> [Bucket] {
        let newest = Self.bucket(of: now)
        return buckets.filter { $0.key > newest - Self.bucketCount && $0.key <= newest }.map(\.value)
    }

    private static var bucketCount: Int { Int(window / bucketSeconds) }

    private static func bucket(of date: Date) -> Int { Int((date.timeIntervalSince1970 / bucketSeconds).rounded(.down)) }
}
