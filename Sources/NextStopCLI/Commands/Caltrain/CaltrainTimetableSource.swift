import Caltrain
import Foundation
import GTFS
import LiveTransport
import Logging
import NextStopCore
import NextStopServer
import Providers

/// Where a server's Caltrain timetable comes from: a feed on disk, or a feed URL whose last good copy is kept in the
/// data directory.
struct CaltrainTimetableSource {
    let feed: GTFSFeedSource
    let dataDirectory: URL
    let logger: Logger

    /// The timetable in service at once, without waiting on the network: a feed on disk is read now; a feed URL's
    /// last good copy is served (none: the section says the timetable is not available) while the returned service
    /// checks the URL in the background, then once a day, noting refused feeds in `rejections`. The download goes
    /// through `transport`: in a cluster, shared, so that one server fetches the feed each day and the others take
    /// its copy from the database.
    func timetable(
        rejections: DatasetRejections? = nil, transport: any HTTPTransport = AsyncHTTPTransport()
    ) -> (timetables: CurrentTimetable, refresh: CaltrainTimetableRefresh?) {
        guard let cache = feed.cache(name: "caltrain", dataDirectory: dataDirectory, transport: transport) else {
            do {
                return (CurrentTimetable(CaltrainTimetable(feed: try GTFSFeed(contentsOf: URL(fileURLWithPath: feed.text)))), nil)
            } catch {
                logger.warning("the Caltrain timetable is not available", metadata: ["reason": "\(error)"])
                return (CurrentTimetable(), nil)
            }
        }
        var lastGood: CaltrainTimetable?
        if FileManager.default.fileExists(atPath: cache.file.path) {
            do {
                lastGood = CaltrainTimetable(feed: try GTFSFeed(contentsOf: cache.file))
            } catch {
                logger.warning("the kept Caltrain feed does not load", metadata: ["reason": "\(error)"])
            }
        }
        let timetables = CurrentTimetable(lastGood)
        return (
            timetables,
            CaltrainTimetableRefresh(cache: cache, timetables: timetables, rejections: rejections, logger: logger)
        )
    }
}
