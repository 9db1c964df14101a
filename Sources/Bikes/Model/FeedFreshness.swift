import Foundation

/// Whether TfL's counts are still moving. A dock's counts change only when a bike comes or goes, so a quiet dock is
/// normal (most are over ten minutes old at any moment); a frozen feed is nearly every dock old at once.
public struct FeedFreshness: Sendable, Hashable {
    /// A dock whose newest count is older than this is old.
    public static let oldAfter: TimeInterval = 600
    /// The feed is frozen when at least this share of docks is old (API-NOTES §TfL 4).
    public static let frozenShare = 0.97

    /// Docks judged.
    public var dockCount: Int
    /// Docks whose newest count is older than `oldAfter`, or which carry no date at all.
    public var oldCount: Int

    /// Judges `docks` as fetched at `fetchedAt`.
    public init(docks: [Dock], fetchedAt: Date) {
        dockCount = docks.count
        oldCount = docks.count { dock in
            guard let updatedAt = dock.updatedAt else { return true }
            return fetchedAt.timeIntervalSince(updatedAt) > Self.oldAfter
        }
    }

    /// The share of docks that are old, from 0 to 1; 0 for no docks.
    public var oldShare: Double { dockCount == 0 ? 0 : Double(oldCount) / Double(dockCount) }

    /// Whether the counts have stopped moving.
    public var isFrozen: Bool { dockCount > 0 && oldShare >= Self.frozenShare }
}
