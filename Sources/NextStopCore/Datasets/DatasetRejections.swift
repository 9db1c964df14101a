import Foundation

/// The datasets whose latest new copy was refused by their `ReplacementRule`, for `/healthz` to show as degraded
/// until a good copy replaces the kept one. Shared by everything that keeps a dataset; safe from any thread.
public final class DatasetRejections: Sendable {
    private let latest = LockedValue<[String: DatasetRejection]>([:])

    public init() {}

    /// Notes that a new copy of `rejection.dataset` was refused.
    public func record(_ rejection: DatasetRejection) {
        latest.withLock { $0[rejection.dataset] = rejection }
    }

    /// Notes that `dataset` took a new copy (or confirmed its copy), so its last rejection no longer stands.
    public func clear(_ dataset: String) {
        latest.withLock { $0[dataset] = nil }
    }

    /// Every rejection that stands, by dataset name.
    public var current: [DatasetRejection] {
        latest.value.sorted { $0.key < $1.key }.map(\.value)
    }
}
