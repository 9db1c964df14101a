import Foundation
import Logging
import LondonBikes
import NextStopCore
import Providers
import ServiceLifecycle

/// The one poller behind every London bikes answer: the whole `/BikePoint` list every 30 seconds, whoever is
/// looking, into the shared `DockFeed`, and each good list onto disk. A failed poll leaves the last good docks in
/// place, marked stale.
public struct BikePointPoller: Service {
    /// Seconds between polls: TfL's counts move about this often.
    public static let interval: TimeInterval = 30

    let fetch: @Sendable () async throws -> BikePointList
    let feed: DockFeed
    let archive: DockSnapshotArchive?
    let timeSource: any TimeSource
    let logger: Logger
    /// Told how each poll (`bikes`) ended.
    let observer: (any PollObserver)?

    /// Polls with `fetch` into `feed`, keeping each good list in `archive`.
    public init(
        fetch: @escaping @Sendable () async throws -> BikePointList, feed: DockFeed, archive: DockSnapshotArchive?,
        timeSource: any TimeSource = SystemTimeSource(), logger: Logger = Logger(label: "nextstop.bikes"),
        observer: (any PollObserver)? = nil
    ) {
        self.fetch = fetch
        self.feed = feed
        self.archive = archive
        self.timeSource = timeSource
        self.logger = logger
        self.observer = observer
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            await cancelWhenGracefulShutdown { await pollOnce() }
            do {
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: Self.interval) }
            } catch {
                return
            }
        }
    }

    /// One poll: fetch, install, keep on disk; any failure is logged and noted on the feed.
    public func pollOnce() async {
        do {
            let list = try await fetch()
            let fetchedAt = timeSource.now()
            observer?.pollSucceeded("bikes", at: fetchedAt)
            if list.skippedCount > 0 {
                logger.warning(
                    "TfL docks left out as malformed",
                    metadata: ["count": "\(list.skippedCount)", "first": "\(list.firstSkipReason ?? "")"])
            }
            guard feed.install(DockSnapshot(docks: list.docks, fetchedAt: fetchedAt)) else { return }
            do {
                try archive?.save(list.body, fetchedAt: fetchedAt)
            } catch {
                logger.warning("could not keep the TfL docks on disk", metadata: ["error": "\(error)"])
            }
        } catch is CancellationError {
            return
        } catch {
            observer?.pollFailed("bikes", kind: PollFailureKind.label(of: error))
            feed.recordFailure("\(error)")
            logger.warning("TfL docks not refreshed; serving the last good ones", metadata: ["error": "\(error)"])
        }
    }
}
