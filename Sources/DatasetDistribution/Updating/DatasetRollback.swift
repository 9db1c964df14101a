import Foundation
import NextStopDataset

/// Goes back to the previous dataset: the newest stored version older than the current one that still loads.
/// The version left is remembered, so that an unforced update does not bring it straight back.
public struct DatasetRollback<Kind: DatasetKind>: Sendable {
    public let store: DatasetStore<Kind>

    public init(store: DatasetStore<Kind>) { self.store = store }

    /// Makes the previous version current; returns the versions gone from and to.
    @discardableResult
    public func rollback() throws -> (from: Int, to: Int) {
        guard let current = try store.currentVersion() else {
            throw DatasetStoreError.noCurrentDataset(folder: store.folder.path)
        }
        let lock = try UpdateLock(store)
        defer { withExtendedLifetime(lock) {} }
        let previous = try store.versions().filter { $0 < current }.reversed().first { version in
            (try? store.load(version: version)) != nil
        }
        guard let previous else { throw UpdateError.noPreviousVersion(current: current) }
        var state = UpdateState.load(from: store)
        state.rolledBackFrom = max(state.rolledBackFrom ?? current, current)
        // The state goes first: should the switch fail, remembering `current` as rolled back from changes nothing.
        try state.save(in: store)
        try store.makeCurrent(version: previous)
        return (current, previous)
    }
}
