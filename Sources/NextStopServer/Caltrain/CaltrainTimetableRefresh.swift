import Caltrain
import Foundation
import GTFS
import Logging
import NextStopCore
import ServiceLifecycle

/// Keeps the server's Caltrain timetable current from its feed URL, in the background so that the server never waits
/// on the upstream: a check when the server starts, then one a day. The feed cache asks the URL at most once in
/// 24 h (conditionally) and validates a new file before it replaces the last good copy; a new timetable goes into
/// service only when the cache installed a new file (or when the server has none yet), so a feed that fails to
/// download or validate leaves the timetable in service as it was. A feed refused as much less complete than the
/// last good one is noted in `rejections` (a degraded `/healthz`) until a good one comes.
public struct CaltrainTimetableRefresh: Service {
    let cache: FeedCache
    let timetables: CurrentTimetable
    let timeSource: any TimeSource
    let rejections: DatasetRejections?
    let logger: Logger

    /// Refreshes `timetables` from `cache`, noting refused feeds in `rejections`.
    public init(
        cache: FeedCache, timetables: CurrentTimetable, timeSource: any TimeSource = SystemTimeSource(),
        rejections: DatasetRejections? = nil, logger: Logger = Logger(label: "nextstop.caltrain")
    ) {
        self.cache = cache
        self.timetables = timetables
        self.rejections = rejections
        self.timeSource = timeSource
        self.logger = logger
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            await cancelWhenGracefulShutdown { await checkOnce() }
            // Without a timetable, try again when the cache allows a retry rather than a day later.
            let wait = timetables.timetable == nil ? cache.retryInterval : cache.refreshInterval
            do {
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: wait) }
            } catch {
                return
            }
        }
    }

    /// One check: asks the cache for the feed and puts a new timetable into service when it has one.
    public func checkOnce() async {
        do {
            let result = try await cache.current()
            switch result.outcome {
            case .downloaded:
                rejections?.clear(cache.rule.dataset)
                try install(result.file, reason: "a new feed was downloaded")
            case .notModified:
                rejections?.clear(cache.rule.dataset)
                if timetables.timetable == nil { try install(result.file, reason: "the feed on disk") }
            case .fresh:
                if timetables.timetable == nil { try install(result.file, reason: "the feed on disk") }
            case .keptAfterRejection(let rejection):
                rejections?.record(rejection)
                logger.error(
                    "a new Caltrain feed was refused; keeping the last good copy",
                    metadata: ["url": "\(cache.url.absoluteString)", "reason": "\(rejection)"])
                if timetables.timetable == nil { try install(result.file, reason: "the last good copy") }
            case .keptAfterFailure(let reason):
                logger.warning(
                    "could not refresh the Caltrain feed; keeping the last good copy",
                    metadata: ["url": "\(cache.url.absoluteString)", "reason": "\(reason)"])
                if timetables.timetable == nil { try install(result.file, reason: "the last good copy") }
            }
        } catch is CancellationError {
            return
        } catch {
            logger.warning(
                "the Caltrain timetable is not available",
                metadata: ["url": "\(cache.url.absoluteString)", "reason": "\(error)"])
        }
    }

    private func install(_ file: URL, reason: String) throws {
        let timetable = CaltrainTimetable(feed: try GTFSFeed(contentsOf: file))
        timetables.replace(with: timetable)
        logger.notice(
            "Caltrain timetable in service", metadata: ["version": "\(timetable.feedVersion ?? "unknown")", "from": "\(reason)"])
    }
}
