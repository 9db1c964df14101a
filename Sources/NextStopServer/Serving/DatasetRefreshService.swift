import Foundation
import Logging
import NextStopCore
import ServiceLifecycle

/// Keeps a running server's dataset current: waits until the next refresh is due, asks for a newer dataset, and
/// when one became current hands it over as the refresh made it (never read back from disk); then waits `interval`
/// again. A failed refresh is logged and retried at
/// the next interval; the dataset being served stays as it is.
public struct DatasetRefreshService<Dataset: Sendable>: Service {
    /// What one refresh does; the newer dataset it made current, if any.
    let refresh: @Sendable () async throws -> Dataset?
    /// Puts the new current dataset into service.
    let install: @Sendable (Dataset) async throws -> Void
    /// When the first refresh is due.
    let firstDue: Date
    let interval: TimeInterval
    let logger: Logger
    /// The clock that says when a refresh is due and waits for it.
    let timeSource: any TimeSource

    public init(
        refresh: @escaping @Sendable () async throws -> Dataset?, install: @escaping @Sendable (Dataset) async throws -> Void,
        firstDue: Date, interval: TimeInterval, logger: Logger, timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.refresh = refresh
        self.install = install
        self.firstDue = firstDue
        self.interval = interval
        self.logger = logger
        self.timeSource = timeSource
    }

    public func run() async throws {
        var due = firstDue
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let wait = max(0, due.timeIntervalSince(timeSource.now()))
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: wait) }
                // A shutdown stops a collection midway; its partial data is never published.
                await cancelWhenGracefulShutdown { await refreshOnce() }
            } catch {
                return
            }
            due = timeSource.now().addingTimeInterval(interval)
        }
    }

    private func refreshOnce() async {
        do {
            if let dataset = try await refresh() { try await install(dataset) }
        } catch is CancellationError {
            return
        } catch {
            logger.warning("dataset refresh failed; still serving the current dataset", metadata: ["error": "\(error)"])
        }
    }
}
