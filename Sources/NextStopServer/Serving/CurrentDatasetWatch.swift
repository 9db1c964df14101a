import Foundation
import Logging
import NextStopCore
import NextStopDataset
import ServiceLifecycle

/// Puts into service a version that another process made current in the served data directory: a `nextstop collect`
/// or `nextstop update` run by hand, or a rollback. It reads the store's `current` pointer every `interval` and
/// installs when it names another version than the one being served; a version that fails to install is logged
/// once and not tried again until `current` changes.
public struct CurrentDatasetWatch<Kind: DatasetKind>: Service {
    /// How often the pointer is read: a few bytes, so often enough that a hand-run collection shows within a second.
    public static var standardInterval: TimeInterval { 1 }

    let store: DatasetStore<Kind>
    let live: LiveNetwork
    /// Puts the store's current version into service (signing it first when the server signs what it publishes).
    let install: @Sendable () async throws -> Void
    let interval: TimeInterval
    let logger: Logger
    let timeSource: any TimeSource

    public init(
        store: DatasetStore<Kind>, live: LiveNetwork, install: @escaping @Sendable () async throws -> Void,
        interval: TimeInterval = standardInterval, logger: Logger, timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.store = store
        self.live = live
        self.install = install
        self.interval = interval
        self.logger = logger
        self.timeSource = timeSource
    }

    public func run() async throws {
        var failedVersion: Int?
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: interval) }
            } catch {
                return
            }
            guard let current = try? store.currentVersion(), String(current) != live.current.dataset?.version,
                current != failedVersion
            else { continue }
            do {
                try await install()
                failedVersion = nil
            } catch {
                failedVersion = current
                logger.warning(
                    "dataset \(current) became current but cannot be served; still serving the previous one",
                    metadata: ["error": "\(error)"])
            }
        }
    }
}
