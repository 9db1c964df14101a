import Foundation
import Logging
import NextStopServer

extension ServerLauncher {
    /// Ask Hong Kong's reports for the server: the Observatory's, kept in the data directory, and the one poller that
    /// keeps them current.
    func askHongKong(_ watched: WatchedUpstreams) -> (observatory: ObservatoryCache, poller: ReportPoller) {
        let observatory = ObservatoryCache(
            baseURL: configuration.upstreams.hko, transport: watched.upstreams.transport,
            archive: ReportArchive(dataDirectory: configuration.dataDirectory), metrics: watched.metrics,
            logger: Logger(label: "nextstop.ask"))
        return (observatory, ReportPoller(reports: observatory.reports))
    }
}
