import Foundation
import Logging
import NextStopCore
import NextStopServer

extension ServerLauncher {
    /// Ask Hong Kong's reports for the server: the Observatory's and EPD's, kept in the data directory, and the one
    /// poller that keeps them current, noting refused copies in `rejections`.
    func askHongKong(_ watched: WatchedUpstreams, rejections: DatasetRejections? = nil) -> (
        observatory: ObservatoryCache, airQuality: AirQualityCache, poller: ReportPoller
    ) {
        let archive = ReportArchive(dataDirectory: configuration.dataDirectory)
        let logger = Logger(label: "nextstop.ask")
        let transport = watched.pollTransport
        let observatory = ObservatoryCache(
            baseURL: configuration.upstreams.hko, transport: transport, archive: archive, observer: watched.metrics,
            rejections: rejections, logger: logger)
        let airQuality = AirQualityCache(
            baseURL: configuration.upstreams.aqhi, transport: transport, archive: archive, observer: watched.metrics,
            rejections: rejections, logger: logger)
        return (observatory, airQuality, ReportPoller(reports: observatory.reports + airQuality.reports))
    }
}
